import type { TableOptions } from '../rules'
import type { ExactVariantId } from './model'

/**
 * Messages between the solver worker (the coordinator) and its helper workers. A helper keeps its
 * own copy of the values: its first chunk of each layer carries the whole layer solved before it.
 */
export type HelperRequest =
  | { type: 'start'; variant: ExactVariantId; options: TableOptions }
  | {
      type: 'slice'
      layer: number
      from: number
      to: number
      /** Values of the previous layer, in layer order (absent but for a layer's first chunk). */
      previous?: { layer: number; values: Float64Array }
    }

/** 'ready' once a helper has built its model (after 'start'); then one answer per slice. */
export type HelperResponse =
  { type: 'ready' } | { type: 'slice'; layer: number; from: number; values: Float64Array }

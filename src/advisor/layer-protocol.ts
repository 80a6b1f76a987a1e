import type { TableOptions } from '../rules'
import type { ExactVariantId } from './model'

/**
 * Messages between the solver worker (the coordinator) and its helper workers. A helper keeps its
 * own copy of the values: each slice request carries the whole layer solved before it.
 */
export type HelperRequest =
  | { type: 'start'; variant: ExactVariantId; options: TableOptions }
  | {
      type: 'slice'
      layer: number
      from: number
      to: number
      /** Values of the previous layer, in layer order (absent for the first slice). */
      previous?: { layer: number; values: Float64Array }
    }

export interface HelperResponse {
  layer: number
  from: number
  values: Float64Array
}

import { RuleError } from './errors'
import type { BoxDef, BoxId, TableOptions, VariantDef, VariantId } from './types'
import { forcedYatzy } from './variants/forced-yatzy'
import { maxiYatzy } from './variants/maxi-yatzy'
import { yahtzee } from './variants/yahtzee'
import { yatzy } from './variants/yatzy'

/** Every variant the app knows, in the order they are offered. A new variant is one more file here. */
export const VARIANTS: readonly VariantDef[] = [yatzy, forcedYatzy, maxiYatzy, yahtzee]

const byId = new Map<string, VariantDef>(VARIANTS.map((v) => [v.id, v]))

export function isVariantId(id: unknown): id is VariantId {
  return typeof id === 'string' && byId.has(id)
}

export function getVariant(id: VariantId | string): VariantDef {
  const variant = byId.get(id)
  if (!variant)
    throw new RuleError('unknown-variant', `There is no variant "${id}".`, { variant: id })
  return variant
}

export function getBox(variant: VariantDef, box: BoxId | string): BoxDef {
  const def = variant.boxes.find((b) => b.id === box)
  if (!def) {
    throw new RuleError('unknown-box', `${variant.name} has no box "${box}".`, {
      variant: variant.id,
      box,
    })
  }
  return def
}

export function withDefaults(variant: VariantDef, options: TableOptions): TableOptions {
  return { ...variant.defaultOptions, ...options }
}

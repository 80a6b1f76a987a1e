import type { BoxDef, BoxId, TableOptions, VariantDef } from './types'

/**
 * Where a pad prints Full house: after the kinds (Yahtzee's and Kniffel's pads) or after the
 * straights (the Nordic pads).
 */
export type FullHouseRow = 'after-kinds' | 'after-straights'
/** Where a pad prints Chance: just before the all-alike box (the Nordic pads) or last (Yahtzee's). */
export type ChanceRow = 'before-all-alike' | 'last'

export const FULL_HOUSE_ROWS: readonly FullHouseRow[] = ['after-kinds', 'after-straights']
export const CHANCE_ROWS: readonly ChanceRow[] = ['before-all-alike', 'last']

/** The table options that move a row: the order the sheet shows, never the order of play. */
export const ROW_ORDER_KEYS = [
  'fullHouseRow',
  'chanceRow',
] as const satisfies readonly (keyof TableOptions)[]

const KINDS: readonly BoxId[] = ['three-kind', 'four-kind', 'five-kind']
const STRAIGHTS: readonly BoxId[] = ['small-straight', 'large-straight', 'full-straight']

const lastIndexIn = (boxes: readonly BoxDef[], ids: readonly BoxId[]) =>
  boxes.findLastIndex((box) => ids.includes(box.id))

/** The boxes a moved row is placed by: the last kind and the last straight of the variant. */
export function rowNeighbours(variant: VariantDef): { lastKind: BoxId; lastStraight: BoxId } {
  return {
    lastKind: variant.boxes[lastIndexIn(variant.boxes, KINDS)]!.id,
    lastStraight: variant.boxes[lastIndexIn(variant.boxes, STRAIGHTS)]!.id,
  }
}

/** Where the variant's own pad prints Full house and Chance (its rule book's order). */
export function ownRowOrder(variant: VariantDef): {
  fullHouseRow: FullHouseRow
  chanceRow: ChanceRow
} {
  const at = (id: BoxId) => variant.boxes.findIndex((box) => box.id === id)
  return {
    fullHouseRow:
      at('full-house') < lastIndexIn(variant.boxes, STRAIGHTS) ? 'after-kinds' : 'after-straights',
    chanceRow: at('chance') === variant.boxes.length - 1 ? 'last' : 'before-all-alike',
  }
}

/**
 * The boxes in the order this table's pad prints them: the variant's own order with Full house
 * and Chance moved where the options say. Only the sheet's display follows it; play, forced order
 * and the rule book keep the variant's order (`variant.boxes`).
 */
export function rowsFor(variant: VariantDef, options: TableOptions): readonly BoxDef[] {
  const own = ownRowOrder(variant)
  const fullHouseRow = options.fullHouseRow ?? own.fullHouseRow
  const chanceRow = options.chanceRow ?? own.chanceRow
  if (fullHouseRow === own.fullHouseRow && chanceRow === own.chanceRow) return variant.boxes
  const fullHouse = variant.boxes.find((box) => box.id === 'full-house')!
  const chance = variant.boxes.find((box) => box.id === 'chance')!
  const rows = variant.boxes.filter((box) => box !== fullHouse && box !== chance)
  const after = lastIndexIn(rows, fullHouseRow === 'after-kinds' ? KINDS : STRAIGHTS)
  rows.splice(after + 1, 0, fullHouse)
  if (chanceRow === 'last') rows.push(chance)
  else
    rows.splice(
      rows.findIndex((box) => box.id === variant.allAlikeBox),
      0,
      chance,
    )
  return rows
}

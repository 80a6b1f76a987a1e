import { legalBoxes, scoreBox, type BoxId, type GameRules, type Sheet } from '@/rules'

/** What the entered roll would write into one open box, and whether the rules allow it now. */
export interface BoxOffer {
  score: number
  legal: boolean
  /** Among the highest-paying legal boxes (and worth more than 0). */
  best: boolean
  /**
   * Forced order: a box whose turn has not come. It is waiting, not refused for this roll: a struck
   * number there would read like a scratch.
   */
  locked?: true
}

/** Hints: what writing the roll in a box costs in expected final score against the best box. */
export interface BoxHint {
  cost: number
  advised: boolean
}

/**
 * Offers for every open box of a sheet: legal boxes with their value, forbidden ones struck. In a
 * column game, for the open boxes of one column (its own scores; the rules judge the whole sheet).
 */
export function boxOffers(
  rules: GameRules,
  sheet: Sheet,
  dice: readonly number[],
  column?: number,
): Partial<Record<BoxId, BoxOffer>> {
  const inColumn = legalBoxes(rules, sheet, dice).filter((e) => e.column === column)
  const legal = new Map(inColumn.map((e) => [e.box, e.score]))
  const top = Math.max(0, ...legal.values())
  const { boxes } = rules.variant
  const { forcedOrder } = rules.table
  const shown = column === undefined ? sheet : sheet.columns![column]!
  const offers: Partial<Record<BoxId, BoxOffer>> = {}
  for (const box of boxes) {
    if (shown.scores[box.id] !== undefined) continue
    const legalScore = legal.get(box.id)
    const refused = { score: scoreBox(rules, box.id, dice), legal: false, best: false }
    offers[box.id] =
      legalScore === undefined
        ? forcedOrder
          ? { ...refused, locked: true }
          : refused
        : { score: legalScore, legal: true, best: top > 0 && legalScore === top }
  }
  return offers
}

type Offers = Partial<Record<BoxId, BoxOffer>>

/** The first box the roll may go into: the one box under forced order. */
export function firstLegalBox(offers: Offers | undefined): BoxId | null {
  if (!offers) return null
  return (Object.keys(offers) as BoxId[]).find((box) => offers[box]!.legal) ?? null
}

/** The legal box that pays most (the first such in table order); null when none is legal. */
export function bestLegalBox(offers: Offers | undefined): BoxId | null {
  if (!offers) return null
  let best: BoxId | null = null
  for (const box of Object.keys(offers) as BoxId[]) {
    const offer = offers[box]!
    if (offer.legal && (best === null || offer.score > offers[best]!.score)) best = box
  }
  return best
}

/** The offers cut down to one box (a computer's choice on show), or none before it chooses. */
export function offerOf(offers: Offers | undefined, box: BoxId | null): Offers | undefined {
  const offer = box ? offers?.[box] : undefined
  return box && offer ? { [box]: offer } : undefined
}

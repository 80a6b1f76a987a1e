import { boxValues, legalBoxes, type BoxId, type GameRules, type Sheet } from '@/rules'

/** Box-first entry: every score the box can hold, low to high, one chip each. */
export function scoreChoices(rules: GameRules, box: BoxId): number[] {
  return [...boxValues(rules, box)].sort((a, b) => a - b)
}

/**
 * Box-first: the faces whose five-alike roll could have written `score` in `box` once the all-alike
 * box is filled. Only then does "was it a Yahtzee?" change anything (the joker's order, or the
 * extra for a further all-alike, Yahtzee's +100 or a house rule's), so an empty list means the
 * question is not asked.
 */
export function yahtzeeFaces(game: GameRules, sheet: Sheet, box: BoxId, score: number): number[] {
  const def = game.variant
  const rules = game.table
  const allAlike = sheet.scores[def.allAlikeBox]
  if (allAlike === undefined) return []
  const joker = def.joker && rules.joker !== 'none'
  const extra = rules.extraAllAlike > 0 && allAlike === rules.allAlike
  if (!joker && !extra) return []
  const faces: number[] = []
  for (let face = 1; face <= 6; face++) {
    const roll = Array<number>(def.diceCount).fill(face)
    const fits = legalBoxes(game, sheet, roll).some(
      (entry) => entry.box === box && entry.score === score,
    )
    if (fits) faces.push(face)
  }
  return faces
}

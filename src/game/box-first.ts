import {
  boxValues,
  columnSheets,
  legalBoxes,
  type BoxId,
  type GameRules,
  type Sheet,
} from '@/rules'

/** Box-first entry: every score the box can hold, low to high, one chip each. */
export function scoreChoices(rules: GameRules, box: BoxId): number[] {
  return [...boxValues(rules, box)].sort((a, b) => a - b)
}

/**
 * Box-first: the faces whose five-alike roll could have written `score` in `box` once the all-alike
 * box is filled (in a column game, every column's: Triple Yahtzee's joker and bonus wait for all
 * of them). Only then does "was it a Yahtzee?" change anything (the joker's order, or the extra
 * for a further all-alike, Yahtzee's +100 or a house rule's), so an empty list means the question
 * is not asked. `sheet` is the player's whole sheet; `column` the column written, in a column game.
 */
export function yahtzeeFaces(
  game: GameRules,
  sheet: Sheet,
  box: BoxId,
  score: number,
  column?: number,
): number[] {
  const def = game.variant
  const rules = game.table
  const sheets = game.columns ? columnSheets(sheet) : [sheet]
  const allAlikes = sheets.map((one) => one.scores[def.allAlikeBox])
  if (allAlikes.length === 0 || allAlikes.some((points) => points === undefined)) return []
  const joker = def.joker && rules.joker !== 'none'
  const extra = rules.extraAllAlike > 0 && allAlikes.every((points) => points === rules.allAlike)
  if (!joker && !extra) return []
  const faces: number[] = []
  for (let face = 1; face <= 6; face++) {
    const roll = Array<number>(def.diceCount).fill(face)
    const fits = legalBoxes(game, sheet, roll).some(
      (entry) => entry.box === box && entry.column === column && entry.score === score,
    )
    if (fits) faces.push(face)
  }
  return faces
}

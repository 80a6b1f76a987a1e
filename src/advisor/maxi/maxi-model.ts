import {
  getVariant,
  scoreBox,
  type BoxId,
  type Sheet,
  type TableOptions,
  gameRules,
} from '../../rules'
import { diceSpace, type DiceSpace } from '../dice-space'
import { buildUpperStates, type UpperStates } from '../upper-states'

/**
 * Maxi Yatzy as the advisor sees it: 6 dice, 20 boxes (no joker, no forced order), and a bank of
 * saved rolls. Box b of the table is bit b of the filled mask; boxes 0–5 are Ones … Sixes.
 * Scores come from scoreBox with the table's options (the full straight pays 21 or 30).
 */
export interface MaxiModel {
  readonly space: DiceSpace
  readonly boxes: readonly BoxId[]
  /** score[b][r] = what roll r pays in box b. */
  readonly score: readonly Float64Array[]
  readonly upper: UpperStates
  readonly options: TableOptions
  readonly rollsPerTurn: number
}

const VARIANT = 'maxi-yatzy'
const cache = new Map<string, MaxiModel>()

export function maxiModel(options: TableOptions): MaxiModel {
  const def = getVariant(VARIANT)
  const resolved = { ...def.defaultOptions, ...options }
  const key = JSON.stringify(resolved)
  let model = cache.get(key)
  if (!model) {
    const rules = gameRules(VARIANT, resolved)
    const space = diceSpace(def.diceCount)
    const rolls = space.keepDice.slice(space.rollOffset)
    const boxes = def.boxes.map((box) => box.id)
    model = {
      space,
      boxes,
      score: boxes.map((box) => Float64Array.from(rolls, (dice) => scoreBox(rules, box, dice))),
      upper: buildUpperStates({
        diceCount: def.diceCount,
        threshold: rules.table.upperBonus.threshold,
        bonus: rules.table.upperBonus.value,
        forcedOrder: false,
      }),
      options: resolved,
      rollsPerTurn: def.rollsPerTurn,
    }
    cache.set(key, model)
  }
  return model
}

/** Filled-box mask (bit b = box b) and upper state of a sheet. */
export function maxiStateOf(
  model: MaxiModel,
  sheet: Sheet,
): { filled: number; upperState: number } {
  let filled = 0
  let upperSum = 0
  model.boxes.forEach((box, b) => {
    const score = sheet.scores[box]
    if (score === undefined) return
    filled |= 1 << b
    if (b < 6) upperSum += score
  })
  const upperState = model.upper.indexOf(filled & 63, upperSum)
  if (upperState < 0) throw new Error('Maxi Yatzy: this sheet is not one that play can reach')
  return { filled, upperState }
}

export function openCount(model: MaxiModel, filled: number): number {
  let open = 0
  for (let b = 0; b < model.boxes.length; b++) if ((filled & (1 << b)) === 0) open++
  return open
}

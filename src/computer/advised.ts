import type { Advisor } from '../advisor'
import { advisorKey } from '../advisor/advisor-key'
import type { ComputerLevel } from '../players/kinds'
import { gameRules, getVariant, type BoxId, type TableOptions, type VariantId } from '../rules'
import { judge, type Judged } from './slips'
import { assertCanReroll, holdPositions } from './turn-facts'
import type { Computer, KeepDecision, TurnState } from './types'

/**
 * How far, in expected final points, Hard's judgement of an option may wander (see slips.ts).
 * Calibrated by self-play so that Hard gives away about 3% of perfect play's score in every
 * variant: the same slip costs more where the options lie closer together. Measured (10,000 games,
 * scripts/bench/computer.ts): Yatzy 240.3 against Perfect's 248.2, Forced Yatzy 147.4 against 150.0
 * (a slip of 0.5 there gave 139.6), Yahtzee 247.7 against 254.2, Maxi Yatzy 408 against 425.
 */
export const HARD_SLIP: Readonly<Record<VariantId, number>> = {
  yatzy: 0.5,
  'forced-yatzy': 0.3,
  'maxi-yatzy': 0.6,
  yahtzee: 0.6,
}

/**
 * Hard's slip for a game: under forced order (a house rule of any variant) each turn has one box,
 * the options lie as close as in Forced Yatzy, and Forced Yatzy's slip is the one calibrated there.
 */
export function hardSlip(variant: VariantId, options: TableOptions): number {
  return gameRules(variant, options).table.forcedOrder
    ? HARD_SLIP['forced-yatzy']
    : HARD_SLIP[variant]
}

/**
 * Hard and Perfect: both judge every option by the advisor's expected final score. Perfect takes
 * the best (the advisor's own play; ties go to the advisor's first). Hard misjudges each option a
 * little (`slip`) and takes what looks best to it: a strong player who knows the game well but not
 * to the decimal.
 */
export function advisedComputer(
  variant: VariantId,
  level: Extract<ComputerLevel, 'hard' | 'perfect'>,
  options: TableOptions,
  advisor: Advisor,
  seed: number,
  slip = level === 'hard' ? hardSlip(variant, options) : 0,
): Computer {
  if (advisor.variant !== variant) {
    throw new Error(`The ${level} computer plays ${variant}, not ${advisor.variant}`)
  }
  // An advisor for other table options would value the boxes by other scores (a Maxi Yatzy full
  // straight of 21 where the game pays 30) and play worse without any sign of it.
  const [game, advised] = [advisorKey(variant, options), advisorKey(variant, advisor.options)]
  if (advised !== game) throw new Error(`The ${level} computer plays ${game}, not ${advised}`)
  const def = getVariant(variant)
  const choose = judge(variant, slip, seed)

  function decideBox(turn: TurnState): BoxId {
    const { sheet, dice, roll } = turn
    // The five-dice advisors rank boxes only on the final roll; the ranking is the same on any.
    const asRoll = def.savedRolls ? roll : def.rollsPerTurn
    const boxes = advisor.advise(sheet, dice, asRoll, { keeps: 0 }).boxes
    if (boxes.length === 0) throw new RangeError('This sheet is full: there is no box to write')
    return choose(
      turn,
      boxes.map((b) => ({ key: b.box, value: b.expectedFinal, choice: b.box })),
    ).choice
  }

  function decideKeep(turn: TurnState): KeepDecision {
    const { sheet, dice, roll } = turn
    assertCanReroll(variant, sheet, roll)
    const advice = advisor.advise(sheet, dice, roll, { keeps: 1 << def.diceCount })
    // Maxi Yatzy lists the boxes before the last roll too: writing one stops and banks the rest.
    const stops: Judged<KeepDecision>[] = advice.boxes.map((b) => ({
      key: b.box,
      value: b.expectedFinal,
      choice: 'stop',
    }))
    const keeps: Judged<KeepDecision>[] = advice.keeps.map((k) => ({
      key: k.keep.join(''),
      value: k.expectedFinal,
      // Five dice: holding all of them is the same as stopping.
      choice: k.keep.length === dice.length ? 'stop' : holdPositions(dice, k.keep),
    }))
    return choose(
      turn,
      [...stops, ...keeps].sort((a, b) => b.value - a.value),
    ).choice
  }

  const rules = gameRules(variant, options)
  return { variant, level, options, rules, heuristic: def.savedRolls, decideKeep, decideBox }
}

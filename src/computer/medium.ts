import { subKeeps } from '../advisor/dice-space'
import { keepValuesBefore, rollValues } from '../advisor/maxi/multi-roll-turn'
import {
  boxPar,
  getVariant,
  legalBoxes,
  sheetTotals,
  tableRules,
  type BoxId,
  type Sheet,
  type TableOptions,
  type VariantId,
  gameRules,
} from '../rules'
import { boxScores } from './box-scores'
import { judge, type Judged } from './slips'
import { assertCanReroll, holdPositions } from './turn-facts'
import type { Computer, KeepDecision, TurnState } from './types'

/** The knobs of the Medium model; MEDIUM is the one the app plays. */
export interface MediumTuning {
  /** How many rolls ahead a keep is judged (1: as if the next roll were the last). */
  lookahead: number
  /** Weight of "above or below par" in an upper box while the upper bonus is still open. */
  parWeight: number
  /** Maxi Yatzy: points a saved roll is thought to be worth. */
  savedRollWorth: number
  /** How far its judgement of an option may wander, in its own points (see slips.ts). */
  slip: number
}

/**
 * Self-play with these settings (10,000 games, scripts/bench/computer.ts): Yatzy 212, Forced Yatzy
 * 134, Maxi Yatzy 356, Yahtzee 225. Without slips it plays Yatzy to about 228, and looking two
 * rolls ahead adds little more; the slips are what keep it clearly below Hard in Forced Yatzy,
 * where one roll of lookahead already chases the single open box almost perfectly (149 of 150).
 */
export const MEDIUM: MediumTuning = { lookahead: 1, parWeight: 0.5, savedRollWorth: 1.5, slip: 0.5 }

/**
 * Medium: a careful club player without the tables. A box is judged by what the dice pay there
 * against what that box usually yields when a turn is spent on it (so three 2s in Twos is fine, a
 * scratch in Chance is not), with an eye on par while the upper bonus is open. Keeps are chosen by
 * working out the chances one roll ahead: the player sees the next roll, never the whole turn, and
 * never the rest of the game.
 */
export function mediumComputer(
  variant: VariantId,
  options: TableOptions,
  seed: number,
  tuning: MediumTuning = MEDIUM,
): Computer {
  const def = getVariant(variant)
  const rules = gameRules(variant, options)
  const choose = judge(variant, tuning.slip, seed)
  const table = boxScores(variant, options)
  const { space, boxes } = table
  const { threshold } = tableRules(rules).upperBonus
  /** Each upper box's par under the table's threshold; undefined for lower boxes. */
  const pars = boxes.map((box) => boxPar(rules, box))
  const rolls = space.keepDice.slice(space.rollOffset)
  // By content, not identity: a store may hand in the same (reactive) sheet object, changed.
  let lastKey = ''
  let lastStop = new Float64Array(space.rollCount)

  /** What writing `score` in box b is worth to this player on this sheet (the table's rules). */
  function worthOn(sheet: Sheet): (b: number, score: number) => number {
    const bonusOpen = sheetTotals(rules, sheet).upper < threshold
    return (b, score) => {
      const par = pars[b]
      const abovePar = bonusOpen && par !== undefined ? tuning.parWeight * (score - par) : 0
      return score - table.chase[b]! + abovePar
    }
  }

  /** stop[r] = the best worth of writing roll r now on this sheet (cached for the turn). */
  function stopValues(sheet: Sheet): Float64Array {
    const key = boxes.map((box) => sheet.scores[box] ?? '-').join()
    if (key === lastKey) return lastStop
    const worth = worthOn(sheet)
    const open = boxes.flatMap((box, b) => (sheet.scores[box] === undefined ? [b] : []))
    const allowed = rules.table.forcedOrder ? open.slice(0, 1) : open
    const stop = new Float64Array(space.rollCount).fill(-Infinity)
    for (let r = 0; r < space.rollCount; r++) {
      if (def.joker && rolls[r]![0] === rolls[r]![def.diceCount - 1]) {
        // Five alike: the joker rule decides where they may go.
        for (const { box, score } of legalBoxes(rules, sheet, rolls[r]!)) {
          stop[r] = Math.max(stop[r]!, worth(boxes.indexOf(box), score))
        }
        continue
      }
      for (const b of allowed) stop[r] = Math.max(stop[r]!, worth(b, table.score[b]![r]!))
    }
    lastKey = key
    lastStop = stop
    return stop
  }

  function decideBox(turn: TurnState): BoxId {
    const worth = worthOn(turn.sheet)
    const legal = legalBoxes(rules, turn.sheet, turn.dice)
    if (legal.length === 0) throw new RangeError('This sheet is full: there is no box to write')
    const judged = legal.map(({ box, score }) => ({
      key: box,
      value: worth(boxes.indexOf(box), score),
      choice: box,
    }))
    return choose(turn, judged).choice
  }

  function decideKeep(turn: TurnState): KeepDecision {
    const { sheet, dice, roll } = turn
    const left = assertCanReroll(variant, sheet, roll)
    legalBoxes(rules, sheet, dice) // checks the dice before any work
    const stop = stopValues(sheet)
    const horizon = Math.min(tuning.lookahead, left)
    const banked = def.savedRolls ? tuning.savedRollWorth : 0
    const fillStop = (after: number, out: Float64Array) => {
      for (let r = 0; r < space.rollCount; r++) {
        out[r] = stop[r]! + banked * (after + left - horizon)
      }
    }
    const finals = rollValues(space, horizon - 1, fillStop)
    const keepValue = keepValuesBefore(space, finals[horizon - 1]!)
    const sorted = [...dice].sort((a, b) => a - b)
    const current = space.keepIndexOf(sorted) - space.rollOffset
    const judged: Judged<KeepDecision>[] = [
      { key: 'stop', value: stop[current]! + banked * left, choice: 'stop' },
    ]
    for (const k of subKeeps(space, current)) {
      if (space.keepSize[k] === def.diceCount) continue
      const keep = space.keepDice[k]!
      judged.push({ key: keep.join(''), value: keepValue[k]!, choice: holdPositions(dice, keep) })
    }
    return choose(turn, judged).choice
  }

  return { variant, level: 'medium', options, rules, heuristic: false, decideKeep, decideBox }
}

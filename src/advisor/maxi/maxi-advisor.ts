import {
  type GameRules,
  gameRules,
  legalBoxes,
  sheetTotals,
  writeBox,
  type Sheet,
  type TableOptions,
} from '../../rules'
import { rankKeeps } from '../keeps'
import type { Advice, AdviseOptions, Advisor, BoxOption } from '../types'
import { MaxiEndgame } from './endgame'
import {
  bankValue,
  futureOffset,
  heuristicValue,
  maxiHeuristic,
  type MaxiHeuristic,
} from './heuristic'
import { maxiModel, maxiStateOf, openCount, type MaxiModel } from './maxi-model'
import { SETTLED } from '../upper-states'
import { lowestZeroBit } from '../kernel'
import { keepValuesBefore, rollValues } from './multi-roll-turn'

/**
 * When Maxi Yatzy advice is exact: at most 3 open boxes, or 4 once the upper bonus is decided.
 * Measured first-advice cost of an endgame (Node, one core): 3 open with the bonus in play
 * 10–60 ms, 4 open with it decided ~8 ms, but 4 open with it in play ~340 ms — too slow for the UI
 * thread. Later advice in the same endgame reuses the cached values (< 1 ms).
 */
export function isExactEndgame(openBoxes: number, upperSettled: boolean): boolean {
  return openBoxes <= 3 || (openBoxes <= 4 && upperSettled)
}

const VARIANT = 'maxi-yatzy'

/** How a position is valued: exactly (endgame) or by the heuristic. */
interface Valuation {
  optimal: boolean
  /** Expected points to come from a sheet (between turns) with this bank. */
  future(sheet: Sheet, bank: number): number
  /** out[r] = best "score + future" for writing roll r now with rollsLeft rolls banked. */
  fillStop(rollsLeft: number, out: Float64Array): void
}

export class MaxiAdvisor implements Advisor {
  readonly variant = VARIANT
  readonly model: MaxiModel
  private readonly heuristic: MaxiHeuristic
  private endgame: MaxiEndgame | null = null

  readonly rules: GameRules

  constructor(readonly options: TableOptions) {
    this.model = maxiModel(options)
    this.rules = gameRules(VARIANT, options)
    this.heuristic = maxiHeuristic(this.model)
  }

  expectedFinal(sheet: Sheet) {
    const bank = sheet.savedRolls ?? 0
    const valuation = this.valuation(sheet, bank + this.model.rollsPerTurn - 1)
    return {
      expectedFinal: sheetTotals(this.rules, sheet).total + valuation.future(sheet, bank),
      optimal: valuation.optimal,
    }
  }

  advise(sheet: Sheet, dice: readonly number[], roll: number, options: AdviseOptions = {}): Advice {
    const legal = legalBoxes(this.rules, sheet, dice)
    const bank = sheet.savedRolls ?? 0
    const totalRolls = this.model.rollsPerTurn + bank
    if (!Number.isInteger(roll) || roll < 1 || roll > totalRolls) {
      throw new RangeError(
        `This turn has ${totalRolls} rolls (3 + ${bank} saved); roll ${roll} is not one`,
      )
    }
    const rollsLeft = totalRolls - roll
    const currentTotal = sheetTotals(this.rules, sheet).total
    const valuation = this.valuation(sheet, rollsLeft)

    const boxes = legal.map(({ box, score }) => {
      const after = writeBox(this.rules, sheet, dice, box, {
        rollsUsed: roll,
      })
      const expectedFinal =
        sheetTotals(this.rules, after).total + valuation.future(after, after.savedRolls ?? 0)
      return { box, score, expectedFinal, cost: 0 }
    })
    let keeps: Advice['keeps'] = []
    if (rollsLeft > 0) {
      const finals = rollValues(this.model.space, rollsLeft - 1, (left, out) =>
        valuation.fillStop(left, out),
      )
      const keepValues = keepValuesBefore(this.model.space, finals[rollsLeft - 1]!)
      keeps = rankKeeps(this.model.space, dice, keepValues, currentTotal, options.keeps ?? 5)
        // Holding all six dice would spend a roll on nothing; stopping (in `boxes`) does it better.
        .filter((option) => option.keep.length < dice.length)
    }
    const best = Math.max(
      ...boxes.map((b) => b.expectedFinal),
      ...keeps.map((k) => k.expectedFinal),
    )
    const ranked: BoxOption[] = boxes
      .map((b) => ({ ...b, cost: b.expectedFinal - best }))
      .sort((a, b) => b.expectedFinal - a.expectedFinal)
    return {
      variant: VARIANT,
      roll,
      rollsLeft,
      optimal: valuation.optimal,
      currentTotal,
      bestExpectedFinal: best,
      boxes: ranked,
      keeps: keeps.map((k) => ({ ...k, cost: k.expectedFinal - best })),
    }
  }

  private valuation(sheet: Sheet, rollsLeft: number): Valuation {
    const { filled, upperState } = maxiStateOf(this.model, sheet)
    const open = openCount(this.model, filled)
    // Forced order: the turn aims at the next box; the heuristic's future (which assumes any
    // order) values what follows, an estimate, labelled as one. The endgame solves any order.
    if (this.rules.table.forcedOrder) return this.heuristicValuation(filled, upperState, true)
    if (isExactEndgame(open, this.model.upper.sum[upperState] === SETTLED)) {
      // After this turn the bank is at most rollsLeft, and each later turn adds at most 2.
      const endgame = this.endgameFor(rollsLeft + 2 * Math.max(0, open - 1))
      return {
        optimal: true,
        future: (s, bank) => {
          const state = maxiStateOf(this.model, s)
          return endgame.value(state.filled, state.upperState)[Math.min(bank, endgame.maxBank)]!
        },
        fillStop: (left, out) => endgame.fillStop(filled, upperState, left, out),
      }
    }
    return this.heuristicValuation(filled, upperState)
  }

  private endgameFor(maxBank: number): MaxiEndgame {
    if (!this.endgame || this.endgame.maxBank < maxBank)
      this.endgame = new MaxiEndgame(this.model, maxBank)
    return this.endgame
  }

  private heuristicValuation(filled: number, upperState: number, forced = false): Valuation {
    const { model, heuristic } = this
    const { upper, space } = model
    const stride = space.diceCount + 1
    // Turns still to play after the one being written.
    const turnsAfter = openCount(model, filled) - 1
    // The turn's target: score + H(next) for every box; the bank term is added per rollsLeft.
    const stop = new Float64Array(space.rollCount).fill(-Infinity)
    const next = forced ? lowestZeroBit(filled) : -1
    for (let b = 0; b < model.boxes.length; b++) {
      if (filled & (1 << b) || (forced && b !== next)) continue
      if (b < 6) {
        const at = (upperState * 6 + b) * stride
        for (let r = 0; r < space.rollCount; r++) {
          const c = space.faceCount[r * 7 + b + 1]!
          const next = upper.next[at + c]!
          const nextFilled = (filled & ~63) | upper.mask[next]!
          const v =
            c * (b + 1) + upper.reward[at + c]! + heuristicValue(model, heuristic, nextFilled, next)
          if (v > stop[r]!) stop[r] = v
        }
      } else {
        const next = heuristicValue(model, heuristic, filled | (1 << b), upperState)
        for (let r = 0; r < space.rollCount; r++) {
          const v = model.score[b]![r]! + next
          if (v > stop[r]!) stop[r] = v
        }
      }
    }
    return {
      optimal: false,
      future: (s, bank) => {
        const state = maxiStateOf(model, s)
        const open = openCount(model, state.filled)
        return (
          heuristicValue(model, heuristic, state.filled, state.upperState) +
          bankValue(heuristic, bank, open) +
          futureOffset(open)
        )
      },
      fillStop: (left, out) => {
        const banked = bankValue(heuristic, left, turnsAfter) + futureOffset(turnsAfter)
        for (let r = 0; r < space.rollCount; r++) out[r] = stop[r]! + banked
      },
    }
  }
}

export function createMaxiAdvisor(options: TableOptions): MaxiAdvisor {
  return new MaxiAdvisor(options)
}

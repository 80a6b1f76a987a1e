import type { MaxiModel } from './maxi-model'
import { expectFreshRoll, rollValues } from './multi-roll-turn'

/**
 * HEURISTIC (not optimal) value of a Maxi Yatzy position, for the part of the game the exact
 * endgame cannot reach (2^20 box sets × upper sums × saved rolls is far too many states).
 *
 *   H(sheet, bank) = Σ over open lower boxes of w(box) + U(upper state) + B(bank, turns left)
 *
 * - w(box): the expected score of that box if one whole 3-roll turn were spent on it alone
 *   (exact single-box turn optimum, from the rules' scores).
 * - U: the exact optimum of the upper section played on its own (each turn fills one open upper
 *   box, 3 rolls, +100 bonus at 84): keeps the bonus race and "par" in view.
 * - B: what saved rolls are worth: spread evenly over the turns still to play, each turn gaining
 *   what n extra rolls add to a single-box chase (mean over the lower boxes, interpolated between
 *   whole rolls). Concave, and 0 when no turn is left — rolls still banked at the end are lost.
 *
 * Two scale factors on B and U were tuned by self-play (see SAVED_ROLL_SCALE below), and a
 * per-turns-left offset calibrates the level of the estimate without changing any ranking.
 *
 * Each turn is then played exactly against H (the turn's keeps, stop-or-roll and box choice are
 * optimal for that target). The additive form ignores how boxes compete for the same turns and
 * undervalues long shots such as Maxi Yatzy itself, which a real game can chase over many turns.
 */
export interface MaxiHeuristic {
  /** w per box index (0 for upper boxes, which U covers). */
  readonly boxWeight: Float64Array
  /** U per upper state. */
  readonly upperValue: Float64Array
  /** extraRollGain[n] = mean gain of a 3 + n roll single-box chase over a 3-roll one. */
  readonly extraRollGain: Float64Array
}

/** Saved rolls beyond this many per remaining turn are valued as this many. */
const MAX_EXTRA_ROLLS_PER_TURN = 6

/**
 * Two corrections tuned by self-play (scripts/bench/solver.ts plays whole games by the advice;
 * 800 games a setting, two seeds, mean final score ± standard error):
 *   plain w + U + B ............................ 396.8 ± 2.8
 *   saved rolls × 1.5 ........................... 411.8 ± 2.7
 *   saved rolls × 2, upper-alone value × 0.8 .... 426.7 ± 2.4   (× 0.7: 428.4 ± 2.6)
 *   saved rolls × 2.5, upper × 0.8 .............. 400.7 ± 2.2   (hoards rolls it never uses)
 *   greedy (no future term at all, 300 games) ... 356.6 ± 4.0
 * Saved rolls are worth more than one chase's 4th roll because they can be spent on the turns
 * that promise most; the upper-alone game assumes every upper box gets a dedicated turn, which
 * overstates both its boxes and the bonus chance.
 */
const SAVED_ROLL_SCALE = 2
const UPPER_SCALE = 0.75

/**
 * H ranks choices well but is far below what the game really yields (about 190 future points at
 * the start against the 424 that play by it scores). Every option of one decision leads to a
 * position with the same number of turns left, so adding a number that depends only on that
 * count changes no ranking — it only makes "expected final score" a fair estimate. Measured by
 * self-play (600 games): mean points still to come minus mean H, by turns left (index). Turns
 * left ≤ 3 are always exact; index 3 is extrapolated (4 open boxes with the bonus in play).
 */
const FUTURE_OFFSET_BY_TURNS_LEFT = [
  0, 10.4, 20.9, 31.3, 41.7, 34.5, 46.3, 59.1, 71.7, 84.2, 95.6, 108.5, 122.5, 136.9, 150.8, 165.2,
  178.9, 193.5, 207.2, 222.4, 238.4,
]

export function futureOffset(turnsLeft: number): number {
  return FUTURE_OFFSET_BY_TURNS_LEFT[Math.max(0, Math.min(turnsLeft, 20))]!
}

const cache = new WeakMap<MaxiModel, MaxiHeuristic>()

export function maxiHeuristic(model: MaxiModel): MaxiHeuristic {
  let heuristic = cache.get(model)
  if (!heuristic) {
    heuristic = buildHeuristic(model)
    cache.set(model, heuristic)
  }
  return heuristic
}

function singleBoxChase(model: MaxiModel, box: number, rolls: number): number {
  const score = model.score[box]!
  const finals = rollValues(model.space, rolls - 1, (_left, out) => out.set(score))
  return expectFreshRoll(model.space, finals[rolls - 1]!)
}

function buildHeuristic(model: MaxiModel): MaxiHeuristic {
  const boxWeight = new Float64Array(model.boxes.length)
  const extraRollGain = new Float64Array(MAX_EXTRA_ROLLS_PER_TURN + 1)
  const lowerCount = model.boxes.length - 6
  for (let b = 6; b < model.boxes.length; b++) {
    boxWeight[b] = singleBoxChase(model, b, model.rollsPerTurn)
    for (let n = 1; n <= MAX_EXTRA_ROLLS_PER_TURN; n++) {
      const gain = singleBoxChase(model, b, model.rollsPerTurn + n) - boxWeight[b]!
      extraRollGain[n]! += (SAVED_ROLL_SCALE * gain) / lowerCount
    }
  }
  const upperValue = solveUpperAlone(model).map((value) => UPPER_SCALE * value)
  return { boxWeight, upperValue, extraRollGain }
}

/** Exact values of the upper section as a game of its own, by backward induction over masks. */
function solveUpperAlone(model: MaxiModel): Float64Array {
  const { upper, space } = model
  const stride = space.diceCount + 1
  const values = new Float64Array(upper.count)
  const order = [...Array(upper.count).keys()].sort(
    (a, b) => popcount(upper.mask[b]!) - popcount(upper.mask[a]!),
  )
  for (const us of order) {
    const mask = upper.mask[us]!
    if (mask === 63) continue
    const finals = rollValues(space, model.rollsPerTurn - 1, (_left, out) => {
      out.fill(-Infinity)
      for (let face = 1; face <= 6; face++) {
        if (mask & (1 << (face - 1))) continue
        const at = (us * 6 + face - 1) * stride
        for (let r = 0; r < space.rollCount; r++) {
          const c = space.faceCount[r * 7 + face]!
          const v = c * face + upper.reward[at + c]! + values[upper.next[at + c]!]!
          if (v > out[r]!) out[r] = v
        }
      }
    })
    values[us] = expectFreshRoll(space, finals[model.rollsPerTurn - 1]!)
  }
  return values
}

function popcount(n: number): number {
  let c = 0
  for (let x = n; x !== 0; x &= x - 1) c++
  return c
}

/** B: the heuristic value of `bank` saved rolls with `turnsLeft` turns still to play. */
export function bankValue(h: MaxiHeuristic, bank: number, turnsLeft: number): number {
  if (turnsLeft <= 0 || bank <= 0) return 0
  const perTurn = Math.min(bank / turnsLeft, MAX_EXTRA_ROLLS_PER_TURN)
  const whole = Math.floor(perTurn)
  const gain = h.extraRollGain
  const g =
    whole >= MAX_EXTRA_ROLLS_PER_TURN
      ? gain[whole]!
      : gain[whole]! + (perTurn - whole) * (gain[whole + 1]! - gain[whole]!)
  return turnsLeft * g
}

/** H for a filled mask and upper state, without the bank term. */
export function heuristicValue(
  model: MaxiModel,
  h: MaxiHeuristic,
  filled: number,
  upperState: number,
): number {
  let value = h.upperValue[upperState]!
  for (let b = 6; b < model.boxes.length; b++)
    if ((filled & (1 << b)) === 0) value += h.boxWeight[b]!
  return value
}

// Relative imports (no '@/'): scripts/bench/advice.ts runs this under plain tsx;
// tests/advisor/shipped-table.test.ts checks the shipped tables with it too.
import { allRolls, getVariant } from '../../src/rules'
import type { ExactAdvisor } from '../../src/advisor/exact-advisor'
import type { ExactVariantId } from '../../src/advisor/model'
import { playRandomly } from '../../tests/fixtures/sheets'

export interface DecisionCheck {
  /** Advice compared (sheets × rolls 1, 2, 3). */
  decisions: number
  /** Best keep (rolls 1, 2) or box (roll 3) that differs AND is worse by more than `tie`. */
  changed: number
  /** Largest expected-points loss of such a change, valued by the reference table. */
  worstLoss: number
  /** Largest difference in the best option's expected final score. */
  maxBestDiff: number
}

/**
 * Compares the best keep and box of two advisors over random mid-game sheets and rolls. Options
 * within `tie` points of each other count as the same choice: two keeps can be worth exactly the
 * same, and then rounding noise alone decides which one is listed first.
 */
export function compareDecisions(
  reference: ExactAdvisor,
  other: ExactAdvisor,
  sheets: number,
  random: () => number,
  tie = 1e-9,
): DecisionCheck {
  const variant = reference.variant as ExactVariantId
  const rolls = allRolls(5)
  const result: DecisionCheck = { decisions: 0, changed: 0, worstLoss: 0, maxBestDiff: 0 }
  for (let i = 0; i < sheets; i++) {
    const turns = Math.floor(random() * getVariant(variant).boxes.length)
    const sheet = playRandomly(variant, turns, random)
    const dice = rolls[Math.floor(random() * rolls.length)]!
    for (let roll = 1; roll <= 3; roll++) {
      const a = reference.advise(sheet, dice, roll, { keeps: 462 })
      const b = other.advise(sheet, dice, roll, { keeps: 1 })
      result.decisions++
      result.maxBestDiff = Math.max(
        result.maxBestDiff,
        Math.abs(a.bestExpectedFinal - b.bestExpectedFinal),
      )
      const loss =
        roll === 3
          ? -a.boxes.find((option) => option.box === b.boxes[0]!.box)!.cost
          : -a.keeps.find((option) => option.keep.join() === b.keeps[0]!.keep.join())!.cost
      if (loss > tie) {
        result.changed++
        result.worstLoss = Math.max(result.worstLoss, loss)
      }
    }
  }
  return result
}

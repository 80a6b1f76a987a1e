import type { Advisor, GameReview, ReviewMove } from './types'

/**
 * Post-game review: for each written box, the expected final score lost against the best box for
 * the same final dice. Only the box choice is judged — a score pad does not see the keeps.
 */
export function reviewGame(advisor: Advisor, moves: readonly ReviewMove[]): GameReview {
  const reviewed = moves.map(({ sheetBefore, dice, box, rollsUsed }) => {
    // Five-dice games write after roll 3; Maxi Yatzy after however many rolls the turn used, and
    // its advice then ranks the boxes with the unused rolls banked.
    const roll = advisor.variant === 'maxi-yatzy' ? (rollsUsed ?? 3) : 3
    const advice = advisor.advise(sheetBefore, dice, roll)
    const chosen = advice.boxes.find((option) => option.box === box)
    if (!chosen) throw new Error(`${box} was not a legal box for ${dice.join('-')}`)
    return {
      box,
      bestBox: advice.boxes[0]!.box,
      loss: Math.max(0, -chosen.cost),
      optimal: advice.optimal,
    }
  })
  return {
    moves: reviewed,
    totalLoss: reviewed.reduce((sum, move) => sum + move.loss, 0),
    optimal: reviewed.every((move) => move.optimal),
  }
}

import type { Advisor, GameReview, ReviewMove } from './types'

/** Every distinct keep of five dice, so the one the player made is always among those ranked. */
const ALL_KEEPS = 252

/**
 * What a turn's keeps lost, where the held dice are known (rolled in the app): after each roll
 * but the last, the expected final score of the dice held against the best keep. Stopping before
 * the third roll is keeping them all. Maxi Yatzy's keeps are not judged (its advice is a heuristic
 * that numbers rolls with the bank).
 */
function keepLoss(advisor: Advisor, move: ReviewMove): number | undefined {
  if (!move.rolls || advisor.variant === 'maxi-yatzy') return undefined
  let loss = 0
  move.rolls.forEach((roll, index) => {
    const number = index + 1
    if (number >= 3) return
    const last = index === move.rolls!.length - 1
    const kept = last ? [...roll.dice] : roll.held.map((place) => roll.dice[place]!)
    const key = kept.sort((a, b) => a - b).join()
    const advice = advisor.advise(move.sheetBefore, roll.dice, number, { keeps: ALL_KEEPS })
    const option = advice.keeps.find((keep) => keep.keep.join() === key)
    if (option) loss += Math.max(0, -option.cost)
  })
  return loss
}

/**
 * Post-game review: for each written box, the expected final score lost against the best box for
 * the same final dice; for dice rolled in the app, the keeps too (a pad with real dice never sees
 * them).
 */
export function reviewGame(advisor: Advisor, moves: readonly ReviewMove[]): GameReview {
  const reviewed = moves.map(({ sheetBefore, dice, box, rollsUsed, rolls }) => {
    // Five-dice games write after roll 3; Maxi Yatzy after however many rolls the turn used, and
    // its advice then ranks the boxes with the unused rolls banked.
    const roll = advisor.variant === 'maxi-yatzy' ? (rollsUsed ?? 3) : 3
    const advice = advisor.advise(sheetBefore, dice, roll)
    const chosen = advice.boxes.find((option) => option.box === box)
    if (!chosen) throw new Error(`${box} was not a legal box for ${dice.join('-')}`)
    const keeps = keepLoss(advisor, { sheetBefore, dice, box, rollsUsed, rolls })
    return {
      box,
      bestBox: advice.boxes[0]!.box,
      loss: Math.max(0, -chosen.cost),
      ...(keeps === undefined ? {} : { keepLoss: keeps }),
      optimal: advice.optimal,
    }
  })
  return {
    moves: reviewed,
    totalLoss: reviewed.reduce((sum, move) => sum + move.loss + (move.keepLoss ?? 0), 0),
    optimal: reviewed.every((move) => move.optimal),
  }
}

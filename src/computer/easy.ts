import {
  boxMax,
  getVariant,
  legalBoxes,
  type BoxId,
  type TableOptions,
  type VariantId,
  gameRules,
} from '../rules'
import { assertCanReroll } from './turn-facts'
import type { Computer, KeepDecision, TurnState } from './types'

const STRAIGHTS: readonly BoxId[] = ['small-straight', 'large-straight', 'full-straight']

/**
 * Easy: how a beginner plays. It collects the face it has most of (the higher one on a tie) and
 * chases a straight only when all but one die already make a run; it stops early only with all dice
 * alike or a straight made. In Forced Yatzy it collects an upper box's own face. It writes the box that pays most right now, never
 * thinking about the upper bonus or what a box could be worth later; among equal scores (a
 * scratch) it gives up the box with the smallest top score.
 */
export function easyComputer(variant: VariantId, options: TableOptions): Computer {
  const def = getVariant(variant)
  const rules = gameRules(variant, options)
  const { diceCount } = def

  function decideBox({ sheet, dice }: TurnState): BoxId {
    const legal = legalBoxes(rules, sheet, dice)
    if (legal.length === 0) throw new RangeError('This sheet is full: there is no box to write')
    const best = legal.reduce((a, b) =>
      b.score > a.score || (b.score === a.score && boxMax(rules, b.box) < boxMax(rules, a.box))
        ? b
        : a,
    )
    return best.box
  }

  function decideKeep({ sheet, dice, roll }: TurnState): KeepDecision {
    assertCanReroll(variant, sheet, roll)
    const legal = legalBoxes(rules, sheet, dice)
    const straightOpen = legal.filter((entry) => STRAIGHTS.includes(entry.box))
    if (straightOpen.some((entry) => entry.score > 0)) return 'stop'
    const run = longestRun(dice)
    if (straightOpen.length > 0 && run.length >= diceCount - 1) {
      // A run of all the dice that is not the open straight: keep its top, reroll the lowest.
      return run.slice(-(diceCount - 1)).map((face) => dice.indexOf(face))
    }
    const counts = [0, 0, 0, 0, 0, 0, 0]
    for (const face of dice) counts[face]!++
    let face = 6
    for (let f = 5; f >= 1; f--) if (counts[f]! > counts[face]!) face = f
    // With one box to aim at (Forced Yatzy), an upper box collects its own face.
    const only = legal.length === 1 ? def.boxes.find((b) => b.id === legal[0]!.box) : undefined
    if (only?.face !== undefined) face = only.face
    if (counts[face] === diceCount) return 'stop'
    return dice.flatMap((d, i) => (d === face ? [i] : []))
  }

  return { variant, level: 'easy', options, rules, heuristic: false, decideKeep, decideBox }
}

/** The longest run of consecutive faces among the dice (each face once), lowest first. */
function longestRun(dice: readonly number[]): number[] {
  let best: number[] = []
  let run: number[] = []
  for (let face = 1; face <= 6; face++) {
    run = dice.includes(face) ? [...run, face] : []
    if (run.length > best.length) best = run
  }
  return best
}

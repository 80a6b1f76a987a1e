import { expect } from 'vitest'
import type { Advisor } from '@/advisor'
import { createMaxiAdvisor } from '@/advisor/maxi/maxi-advisor'
import { solveTable } from '@/advisor/solve-table'
import { loadTable } from '@/advisor/table'
import { playTurn, type Computer, type ComputerTurn, type DiceSource } from '@/computer'
import {
  gameRules,
  emptySheet,
  getVariant,
  legalBoxes,
  writeBox,
  type Sheet,
  type VariantId,
} from '@/rules'
import { advisorFrom, playRandomly, seeded } from './advisor'

/** Boxes left open on the sheets the Yatzy and Yahtzee advisors are solved for in these tests. */
const OPEN_FOR_SOLVED = 6

/** A random sheet with six boxes open, for Yatzy and Yahtzee; an empty one for the others. */
export function testSheet(variant: VariantId, seed: number): Sheet {
  if (variant !== 'yatzy' && variant !== 'yahtzee') return emptySheet(variant)
  return playRandomly(variant, getVariant(variant).boxes.length - OPEN_FOR_SOLVED, seeded(seed))
}

let forced: Advisor | undefined
let maxi: Advisor | undefined

/**
 * An advisor that covers every sheet reachable from `sheet`: the whole table for Forced Yatzy
 * (1 290 states), the heuristic for Maxi Yatzy, and for Yatzy and Yahtzee only what this sheet can
 * still reach (solving the whole table takes 10 s; a sheet with six boxes open, well under one).
 */
export function advisorCovering(variant: string, sheet: Sheet): Advisor {
  if (variant === 'forced-yatzy') {
    // Solved once per worker, not once per game: the table is the same every time.
    forced ??= (() => {
      const table = solveTable('forced-yatzy', undefined, {})
      return loadTable(table.meta, table.values)
    })()
    return forced
  }
  if (variant === 'maxi-yatzy') return (maxi ??= createMaxiAdvisor({}))
  if (variant === 'yatzy' || variant === 'yahtzee') return advisorFrom(variant, sheet)
  throw new Error(`no advisor for ${variant}`)
}

/**
 * Plays one turn and checks it as a player at the table would: every hold is a set of real dice
 * positions that leaves something to roll, held dice stay where they were, the turn takes no more
 * rolls than allowed, the box is one the rules allow and the score is what the rules give.
 * Returns the turn and the sheet after writing it through writeBox.
 */
export function playCheckedTurn(
  computer: Computer,
  sheet: Sheet,
  source: DiceSource,
): { turn: ComputerTurn; after: Sheet } {
  const { variant } = computer
  const def = getVariant(variant)
  const turn = playTurn(computer, sheet, source)
  const allowed = def.rollsPerTurn + (def.savedRolls ? (sheet.savedRolls ?? 0) : 0)
  expect(turn.rolls.length).toBeGreaterThanOrEqual(1)
  expect(turn.rolls.length).toBeLessThanOrEqual(allowed)
  expect(turn.rollsUsed).toBe(turn.rolls.length)
  turn.rolls.forEach(({ dice, held }, i) => {
    expect(dice).toHaveLength(def.diceCount)
    for (const face of dice) expect(face >= 1 && face <= 6 && Number.isInteger(face)).toBe(true)
    expect(new Set(held).size).toBe(held.length)
    for (const at of held) expect(at >= 0 && at < def.diceCount && Number.isInteger(at)).toBe(true)
    const next = turn.rolls[i + 1]
    if (!next) {
      expect(held).toEqual([])
      return
    }
    expect(held.length).toBeLessThan(def.diceCount)
    for (const at of held) expect(next.dice[at]).toBe(dice[at])
  })
  expect(turn.dice).toEqual(turn.rolls.at(-1)!.dice)
  const legal = legalBoxes(gameRules(variant, computer.options), sheet, turn.dice)
  expect(legal).toContainEqual({ box: turn.box, score: turn.score })
  const after = writeBox(gameRules(variant, computer.options), sheet, turn.dice, turn.box, {
    rollsUsed: turn.rollsUsed,
  })
  return { turn, after }
}

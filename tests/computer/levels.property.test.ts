/**
 * Random games (fast-check seeds) for every level and variant: every keep, stop and box a computer
 * chooses is one the rules allow in the state it meets (playCheckedTurn), until the sheet is full.
 */
import fc from 'fast-check'
import { describe, it } from 'vitest'
import {
  COMPUTER_LEVELS,
  createComputer,
  needsAdvisor,
  seededDiceSource,
  type ComputerLevel,
} from '@/computer'
import { emptySheet, isSheetFull, VARIANTS, type Sheet, type VariantId } from '@/rules'
import { advisorCovering, playCheckedTurn, testSheet } from '../helpers/computer'

/** Hard and Perfect need an advisor: in Yatzy and Yahtzee they start from a late sheet. */
function startSheet(variant: VariantId, level: ComputerLevel, seed: number): Sheet {
  return needsAdvisor(level) ? testSheet(variant, seed) : emptySheet(variant)
}

function runsFor(variant: VariantId, level: ComputerLevel): number {
  if (level === 'easy' || level === 'medium') return 25
  return variant === 'maxi-yatzy' ? 6 : 10
}

describe.each(VARIANTS.map((v) => v.id))('%s: every choice is legal', (variant) => {
  it.each(COMPUTER_LEVELS)(
    '%s, in random games',
    (level) => {
      fc.assert(
        fc.property(fc.nat(), fc.nat(), (gameSeed, playerSeed) => {
          let sheet = startSheet(variant, level, gameSeed)
          const advisor = needsAdvisor(level) ? advisorCovering(variant, sheet) : undefined
          const computer = createComputer({ variant, options: {}, level, advisor, seed: playerSeed })
          const source = seededDiceSource(gameSeed)
          while (!isSheetFull(variant, sheet)) {
            sheet = playCheckedTurn(computer, sheet, source).after
          }
        }),
        { numRuns: runsFor(variant, level) },
      )
    },
    60_000,
  )
})

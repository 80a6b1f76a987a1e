import { advisedComputer, hardSlip } from './advised'
import { advisedColumnComputer, orderedColumnComputer } from './columns'
import { easyComputer } from './easy'
import { mediumComputer } from './medium'
import { isComputerLevel, type ComputerLevel } from '../players/kinds'
import { gameRules } from '../rules'
import type { Computer, ComputerSetup } from './types'

/** Hard and Perfect judge by the advisor: load it (createAdvisor) before their first turn. */
export function needsAdvisor(level: ComputerLevel): boolean {
  return level === 'hard' || level === 'perfect'
}

/**
 * A computer player for one variant and level; it keeps no state between turns. In a column game
 * (options.columns) Hard and Perfect choose the column after the roll by the advisor's estimate
 * (computer/columns.ts); Easy and Medium fill the columns left to right. The advisor is the
 * one-sheet game's (the options without columns).
 */
export function createComputer(setup: ComputerSetup): Computer {
  const rules = gameRules(setup.variant, setup.options)
  if (!rules.columns) return oneSheetComputer(setup)
  const { columns, ...oneSheet } = setup.options
  const inner = oneSheetComputer({ ...setup, options: oneSheet })
  if (!needsAdvisor(setup.level)) return orderedColumnComputer(inner, rules, 'left-first')
  // A column's write weighs its multiplier: Hard's slip scales with the mean one, so it gives away
  // about the same share of its score as on one sheet.
  const mean = columns!.reduce((sum, m) => sum + m, 0) / columns!.length
  const slip = setup.level === 'hard' ? hardSlip(setup.variant, oneSheet) * mean : 0
  return advisedColumnComputer(inner, rules, setup.advisor!, setup.seed ?? 0, slip)
}

function oneSheetComputer({ variant, level, options, advisor, seed = 0 }: ComputerSetup): Computer {
  if (!isComputerLevel(level)) throw new RangeError(`There is no computer level "${String(level)}"`)
  if (level === 'easy') return easyComputer(variant, options)
  if (level === 'medium') return mediumComputer(variant, options, seed)
  if (!advisor)
    throw new Error(`The ${level} computer needs the ${variant} advisor (createAdvisor)`)
  return advisedComputer(variant, level, options, advisor, seed)
}

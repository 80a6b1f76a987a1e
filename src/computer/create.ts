import { advisedComputer } from './advised'
import { easyComputer } from './easy'
import { mediumComputer } from './medium'
import { isComputerLevel, type ComputerLevel } from '../players/kinds'
import type { Computer, ComputerSetup } from './types'

/** Hard and Perfect judge by the advisor: load it (createAdvisor) before their first turn. */
export function needsAdvisor(level: ComputerLevel): boolean {
  return level === 'hard' || level === 'perfect'
}

/** A computer player for one variant and level; it keeps no state between turns. */
export function createComputer({
  variant,
  level,
  options,
  advisor,
  seed = 0,
}: ComputerSetup): Computer {
  if (!isComputerLevel(level)) throw new RangeError(`There is no computer level "${String(level)}"`)
  if (level === 'easy') return easyComputer(variant, options)
  if (level === 'medium') return mediumComputer(variant, options, seed)
  if (!advisor)
    throw new Error(`The ${level} computer needs the ${variant} advisor (createAdvisor)`)
  return advisedComputer(variant, level, options, advisor, seed)
}

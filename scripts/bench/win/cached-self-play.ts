import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Advisor } from '../../../src/advisor/types'
import { playerName, selfPlay, type SelfPlayer, type Trajectory } from './self-play'

/** Self-play games are slow to play and the fit and the calibration read them several times. */
const CACHE_DIR = 'node_modules/.cache/yatzy-pad-win'

/**
 * selfPlay, kept on disk by variant, player, seed and count. The games depend only on those and
 * the computers' code: delete the folder after changing how a computer plays.
 */
export function cachedSelfPlay(
  advisor: Advisor,
  games: number,
  seed: number,
  player: SelfPlayer,
): Trajectory[] {
  const file = join(CACHE_DIR, `${advisor.variant}-${playerName(player)}-${seed}-${games}.json`)
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Trajectory[]
  const started = performance.now()
  const played = selfPlay(advisor, games, seed, player)
  mkdirSync(CACHE_DIR, { recursive: true })
  writeFileSync(file, JSON.stringify(played))
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  console.error(
    `  played ${games} ${advisor.variant} games as ${playerName(player)} (${seconds} s)`,
  )
  return played
}

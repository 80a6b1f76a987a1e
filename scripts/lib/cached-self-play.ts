import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Advisor } from '../../src/advisor/types'
import { playerName, selfPlay, type SelfPlayer, type Trajectory } from './self-play'

/** Self-play games are slow to play and the fit and the calibration read them several times. */
const CACHE_DIR = 'node_modules/.cache/yatzy-pad-win'

/**
 * selfPlay, kept on disk by variant, player, seed and count. The games depend only on those and
 * the computers' code: delete the folder after changing how a computer plays. The first n games
 * of a longer run are the n-game run (the dice and the computers' slips are drawn in order), so a
 * longer cached run of the same seed serves a shorter one.
 */
export function cachedSelfPlay(
  advisor: Advisor,
  games: number,
  seed: number,
  player: SelfPlayer,
): Trajectory[] {
  const stem = `${advisor.variant}-${playerName(player)}-${seed}-`
  const file = join(CACHE_DIR, `${stem}${games}.json`)
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Trajectory[]
  const longer = existsSync(CACHE_DIR)
    ? readdirSync(CACHE_DIR)
        .filter((name) => name.startsWith(stem) && name.endsWith('.json'))
        .map((name) => Number(name.slice(stem.length, -'.json'.length)))
        .filter((count) => Number.isInteger(count) && count > games)
        .sort((x, y) => x - y)[0]
    : undefined
  if (longer !== undefined) {
    const all = JSON.parse(readFileSync(join(CACHE_DIR, `${stem}${longer}.json`), 'utf8'))
    return (all as Trajectory[]).slice(0, games)
  }
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

/**
 * `games` games from several seeds, an equal share (rounded up) from each in turn: a check set
 * larger than one seed's cached games, without replaying them.
 */
export function cachedSelfPlaySeeds(
  advisor: Advisor,
  games: number,
  seeds: readonly number[],
  player: SelfPlayer,
): Trajectory[] {
  const share = Math.ceil(games / seeds.length)
  return seeds.flatMap((seed) => cachedSelfPlay(advisor, share, seed, player)).slice(0, games)
}

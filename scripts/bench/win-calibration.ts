/**
 * npx tsx scripts/bench/win-calibration.ts   (part of `npm run bench`; run it under nice -n 19)
 *
 * Win chances for players of different strengths (src/advisor/win/strength.ts). For Yatzy,
 * Yahtzee, Forced Yatzy and Maxi Yatzy (WIN_VARIANTS), tables of computer players with seeded
 * dice: Easy vs Easy, Medium vs Medium, Hard vs Hard, Perfect vs Perfect, Easy vs Hard and Medium
 * vs Perfect, each as WIN_GAMES_2 two-player games (default 2 000) and WIN_GAMES_4 four-player
 * games (default 2 000, the pairing twice round the table), and a mixed four (Easy, Medium, Hard,
 * Perfect). Maxi Yatzy's games are slow to play: WIN_MAXI_GAMES tables each (default 500). Two
 * stand-ins the table was not fitted on follow: blends that play each turn as one of two levels.
 * Each seat's typical final is its level's mean (src/advisor/win/computer-strength.ts; a blend:
 * the mean of its games, as a person's past games would give it).
 *
 * WIN_JSON=file also appends each table's deciles to `file`; scripts/research/win/pool.ts sums
 * several runs (seeds) of the same tables and says how often chance alone would miss the target.
 *
 * WIN_PLAYERS=4 runs only the four-player tables (2: only the two-player ones); WIN_TABLES only
 * the tables of those names ("Easy vs Hard,Mixed four").
 *
 * Predictions after WIN_WRITES writes of each game (default 8, spread over the game; every write
 * is too slow for this many games on two shared cores), scored against who won: per decile of
 * predicted chance the mean prediction beside the observed win rate (target: within 3 points) and
 * the gap's standard error (from each table's sum of misses, since one game's predictions move
 * together), and the Brier score beside today's model (every player taken as perfect) on the same
 * positions.
 * The computers never look at another sheet, so a table is single-player games side by side; the
 * games are played once per level (WIN_SEED, default 20 261 130; "7,8": half the games from each
 * seed) and cached in node_modules/.cache/yatzy-pad-win.
 *
 * The strength tables it measures are written by `npm run tables:strength`
 * (build/win-tables/strength-tables.ts); what to assume for a player with no past games was found
 * by scripts/research/win/new-player.ts.
 */
import { appendFileSync } from 'node:fs'
import type { ComputerLevel } from '../../src/computer'
import { COMPUTER_TYPICAL_FINAL } from '../../src/advisor/win/computer-strength'
import { residualTableFor } from '../../src/advisor/win/residuals'
import { strengthTableFor } from '../../src/advisor/win/strength-tables'
import { winChances } from '../../src/advisor/win/win-chances'
import { winContext, type WinContext } from '../../src/advisor/win/win-context'
import type { VariantId } from '../../src/rules'
import { advisorFor } from '../lib/cached-advisor'
import { cachedSelfPlaySeeds } from '../lib/cached-self-play'
import { calibrateTables, type Calibration, type CalibrationRecord } from '../lib/calibration'
import { playerName, type SelfPlayer, type Trajectory } from '../lib/self-play'
import { winVariants } from '../lib/win-variants'

const VARIANT_IDS = winVariants()
const GAMES_2 = Number(process.env.WIN_GAMES_2 ?? 2000)
const GAMES_4 = Number(process.env.WIN_GAMES_4 ?? 2000)
const MAXI_GAMES = Number(process.env.WIN_MAXI_GAMES ?? 500)
const WRITES = Number(process.env.WIN_WRITES ?? 8)
/** WIN_SEED: the seed of the games, or several ("7,8"): an equal share of the games from each. */
const SEEDS = (process.env.WIN_SEED ?? '20261130').split(',').map(Number)
/** Which table sizes to run: "2,4" (default), or one of them. */
const PLAYER_COUNTS = (process.env.WIN_PLAYERS ?? '2,4').split(',').map(Number)
/** WIN_TABLES: only the tables of these names (comma-separated), e.g. "Mixed four". */
const ONLY = process.env.WIN_TABLES?.split(',')
/** WIN_JSON: also append each table's calibration to this file, a JSON line each (pool.ts reads it). */
const JSON_OUT = process.env.WIN_JSON

interface Pairing {
  name: string
  seats: SelfPlayer[]
  games: number
}

function pairings(variant: VariantId): Pairing[] {
  const games2 = variant === 'maxi-yatzy' ? MAXI_GAMES : GAMES_2
  const games4 = variant === 'maxi-yatzy' ? MAXI_GAMES : GAMES_4
  const pairs: [string, ComputerLevel, ComputerLevel][] = [
    ['Easy vs Easy', 'easy', 'easy'],
    ['Medium vs Medium', 'medium', 'medium'],
    ['Hard vs Hard', 'hard', 'hard'],
    ['Perfect vs Perfect', 'perfect', 'perfect'],
    ['Easy vs Hard', 'easy', 'hard'],
    ['Medium vs Perfect', 'medium', 'perfect'],
  ]
  return [
    ...pairs.map(([name, a, b]) => ({ name, seats: [a, b], games: games2 })),
    ...pairs.map(([name, a, b]) => ({ name, seats: [a, b, a, b], games: games4 })),
    { name: 'Mixed four', seats: ['easy', 'medium', 'hard', 'perfect'], games: games4 },
    // Not fitted on: players that play some turns like one level and the rest like another.
    {
      name: 'Blend (Easy ½ Hard) vs Medium',
      seats: [{ level: 'easy', with: 'hard', share: 0.5 }, 'medium'],
      games: games2,
    },
    {
      name: 'Blend (Medium ⅓ Perfect) vs Blend (Easy ⅓ Medium)',
      seats: [
        { level: 'medium', with: 'perfect', share: 1 / 3 },
        { level: 'easy', with: 'medium', share: 1 / 3 },
      ],
      games: games2,
    },
  ]
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}`
}

function largestGap(c: Calibration): number {
  return Math.max(
    ...c.bins.filter((b) => b.count > 0).map((b) => Math.abs(b.observed - b.predicted)),
  )
}

/**
 * The largest gap in standard errors. For a calibrated model chance alone makes the largest of ten
 * deciles about 1.8, and under 2.8 nineteen times in twenty.
 */
function largestZ(c: Calibration): number {
  return Math.max(
    ...c.bins
      .filter((b) => b.count > 0 && b.error > 0)
      .map((b) => Math.abs(b.observed - b.predicted) / b.error),
  )
}

async function calibration(): Promise<void> {
  console.log(
    `Win chances by strength: ${GAMES_2} two-player and ${GAMES_4} four-player games per table ` +
      `(Maxi Yatzy ${MAXI_GAMES}), ` +
      `predictions after ${WRITES} writes of each game, seed ${SEEDS.join(' + ')}`,
  )
  for (const variant of VARIANT_IDS) {
    const advisor = advisorFor(variant)
    const strength = await strengthTableFor(variant)
    if (!strength) {
      console.log(`\n### ${variant}: no strength table (npm run tables:strength)`)
      continue
    }
    const fresh = async (): Promise<WinContext> =>
      winContext(advisor, await residualTableFor(variant), strength)
    const context = await fresh()
    const need = new Map<string, { player: SelfPlayer; count: number }>()
    const plan = pairings(variant).filter(
      (p) => PLAYER_COUNTS.includes(p.seats.length) && (!ONLY || ONLY.includes(p.name)),
    )
    for (const { seats, games } of plan) {
      const seen = new Map<string, number>()
      for (const seat of seats) {
        const name = playerName(seat)
        seen.set(name, (seen.get(name) ?? 0) + 1)
        const count = seen.get(name)! * games
        need.set(name, { player: seat, count: Math.max(need.get(name)?.count ?? 0, count) })
      }
    }
    const played = new Map<string, Trajectory[]>()
    for (const [name, { player, count }] of need) {
      played.set(name, cachedSelfPlaySeeds(advisor, count, SEEDS, player))
    }
    const typicalOf = (seat: SelfPlayer): number => {
      if (typeof seat === 'string') return COMPUTER_TYPICAL_FINAL[variant][seat]
      const games = played.get(playerName(seat))!
      return games.reduce((sum, g) => sum + g.final, 0) / games.length
    }
    console.log(`\n### ${variant}`)
    console.log(
      '| table | players | games | predictions | Brier: strengths / today | largest gap: strengths / today | in standard errors | per decile: predicted / won % (± standard error) |',
    )
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
    for (const { name, seats, games } of plan) {
      const seen = new Map<string, number>()
      const columns = seats.map((seat) => {
        const key = playerName(seat)
        const k = seen.get(key) ?? 0
        seen.set(key, k + 1)
        return played.get(key)!.slice(k * games, (k + 1) * games)
      })
      const tables = Array.from({ length: games }, (_, t) => columns.map((c) => c[t]!))
      const typicalFinal = seats.map(typicalOf)
      const mine = calibrateTables(context, tables, { typicalFinal, writesPerGame: WRITES })
      const today = calibrateTables(context, tables, { writesPerGame: WRITES })
      const deciles = mine.bins
        .filter((b) => b.count > 0)
        .map((b) => `${pct(b.predicted)}/${pct(b.observed)} ±${pct(b.error)}`)
        .join(' · ')
      console.log(
        `| ${name} | ${seats.length} | ${games} | ${mine.predictions} | ` +
          `${mine.brier.toFixed(4)} / ${today.brier.toFixed(4)} | ` +
          `${pct(largestGap(mine))} / ${pct(largestGap(today))} | ` +
          `${largestZ(mine).toFixed(1)} / ${largestZ(today).toFixed(1)} | ${deciles} |`,
      )
      if (JSON_OUT) {
        const record: CalibrationRecord = {
          variant,
          seeds: SEEDS,
          name,
          players: seats.length,
          games,
          mine,
          today,
        }
        appendFileSync(JSON_OUT, JSON.stringify(record) + '\n')
      }
    }
    timeSixPlayers(await fresh(), played)
  }
}

/** Six players of mixed strength, a prediction after every write of a few games, in Node. */
function timeSixPlayers(context: WinContext, played: Map<string, Trajectory[]>): void {
  const levels: ComputerLevel[] = ['easy', 'medium', 'hard', 'perfect', 'medium', 'hard']
  // A run of some tables only (WIN_TABLES) may not have played every level.
  if (levels.some((level) => (played.get(level)?.length ?? 0) < 30)) return
  const typicalFinal = levels.map((l) => COMPUTER_TYPICAL_FINAL[context.advisor.variant][l])
  const samples: number[] = []
  for (let t = 0; t < 5; t++) {
    const seats = levels.map((level, i) => played.get(level)![t * 6 + i]!)
    const turns = seats[0]!.sheets.length - 1
    for (let write = 1; write < turns * 6; write++) {
      const sheets = seats.map((s, i) => s.sheets[Math.max(0, Math.ceil((write - i) / 6))]!)
      const started = performance.now()
      winChances(context, sheets, write % 6, { typicalFinal })
      samples.push(performance.now() - started)
    }
  }
  samples.sort((a, b) => a - b)
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1)
  console.log(
    `\n6 players of mixed strength in Node (cold endgame memo, ${samples.length} writes): ` +
      `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
  )
}

await calibration()

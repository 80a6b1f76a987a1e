/**
 * npx tsx scripts/bench/computer.ts   (part of `npm run bench`)
 *
 * Computer players in self-play: for every variant and level, GAMES whole games (default 10 000;
 * BENCH_COMPUTER_GAMES=500 for a quick look, BENCH_COMPUTER_VARIANTS=yatzy,yahtzee to choose) with
 * a seeded dice source, so a run can be repeated exactly. Reports the mean final score, its
 * standard error and the standard deviation; Perfect's distance from the solved value in standard
 * errors; and each level's head-to-head win rate against the level below. The players never
 * interact, so the win rate is P(upper level's score > lower's) + ½ P(tie) over all pairs of the
 * two levels' games. Then times one decision and one whole turn (instant play) per level.
 * BENCH_COMPUTER_OPTIONS='{"forcedOrder":true}' plays every variant under those table options
 * (the exact advisors are solved for them first).
 * Numbers, not assertions.
 */
import { createMaxiAdvisor } from '../../src/advisor/maxi/maxi-advisor'
import { isExactVariant } from '../../src/advisor/model'
import { exactAdvisor } from '../lib/cached-advisor'
import { solveTable } from '../../src/advisor/solve-table'
import { loadTable } from '../../src/advisor/table'
import type { Advisor } from '../../src/advisor/types'
import {
  COMPUTER_LEVELS,
  createComputer,
  playTurn,
  seededDiceSource,
  type Computer,
  type ComputerLevel,
} from '../../src/computer'
import {
  emptySheet,
  isSheetFull,
  sheetTotals,
  VARIANTS,
  writeBox,
  type Sheet,
  type TableOptions,
  type VariantId,
  gameRules,
} from '../../src/rules'

const GAMES = Number(process.env.BENCH_COMPUTER_GAMES ?? 10_000)
const VARIANT_IDS = (process.env.BENCH_COMPUTER_VARIANTS?.split(',') ??
  VARIANTS.map((v) => v.id)) as VariantId[]
const OPTIONS = JSON.parse(process.env.BENCH_COMPUTER_OPTIONS ?? '{}') as TableOptions
const HOUSE = Object.keys(OPTIONS).length > 0
/** Games per level whose decisions and turns are timed (timing wraps every call). */
const TIMED_GAMES = Math.min(GAMES, 200)
/** The solved optimum from an empty sheet (src/advisor/README.md). */
const SOLVED: Partial<Record<VariantId, number>> = OPTIONS.forcedOrder
  ? { yahtzee: 130.286, 'forced-yatzy': 150.2168 }
  : HOUSE
    ? {}
    : { yatzy: 248.44, yahtzee: 254.5877, 'forced-yatzy': 150.2168 }

class Timer {
  readonly samples: number[] = []
  time<T>(work: () => T): T {
    const started = performance.now()
    const result = work()
    this.samples.push(performance.now() - started)
    return result
  }
  /** The first call apart: it pays for compiling the code and building the level's tables. */
  summary(): string {
    const [first, ...rest] = this.samples
    const sorted = rest.sort((a, b) => a - b)
    const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length
    const p99 = sorted[Math.floor(sorted.length * 0.99)]!
    return (
      `mean ${mean.toFixed(3)} ms, p99 ${p99.toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(1)} ms` +
      ` (first call ${first!.toFixed(1)} ms)`
    )
  }
}

/** The same computer, every decision timed. */
function timed(computer: Computer, decisions: Timer): Computer {
  return {
    ...computer,
    decideKeep: (turn) => decisions.time(() => computer.decideKeep(turn)),
    decideBox: (turn) => decisions.time(() => computer.decideBox(turn)),
  }
}

function playGame(computer: Computer, seed: number, turns?: Timer): number {
  const source = seededDiceSource(seed)
  const rules = gameRules(computer.variant, computer.options)
  let sheet: Sheet = emptySheet(rules)
  while (!isSheetFull(rules, sheet)) {
    const before = sheet
    const turn = turns
      ? turns.time(() => playTurn(computer, before, source))
      : playTurn(computer, before, source)
    sheet = writeBox(rules, sheet, turn.dice, turn.box, { rollsUsed: turn.rollsUsed })
  }
  return sheetTotals(rules, sheet).total
}

interface LevelResult {
  level: ComputerLevel
  scores: Float64Array
  mean: number
  sd: number
  se: number
  decisions: Timer
  turns: Timer
  seconds: number
}

function playLevel(variant: VariantId, level: ComputerLevel, advisor: Advisor): LevelResult {
  const computer = createComputer({ variant, options: OPTIONS, level, advisor })
  const decisions = new Timer()
  const turns = new Timer()
  const timedComputer = timed(computer, decisions)
  const scores = new Float64Array(GAMES)
  const levelIndex = COMPUTER_LEVELS.indexOf(level)
  const started = performance.now()
  for (let g = 0; g < GAMES; g++) {
    const seed = (VARIANT_IDS.indexOf(variant) * 4 + levelIndex) * 1_000_003 + g
    scores[g] = g < TIMED_GAMES ? playGame(timedComputer, seed, turns) : playGame(computer, seed)
  }
  const mean = scores.reduce((a, b) => a + b, 0) / GAMES
  const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / (GAMES - 1))
  const seconds = (performance.now() - started) / 1000
  return { level, scores, mean, sd, se: sd / Math.sqrt(GAMES), decisions, turns, seconds }
}

/** P(a score of `upper` beats one of `lower`) + ½ P(tie), over every pair. */
function winRate(upper: Float64Array, lower: Float64Array): number {
  const a = Float64Array.from(upper).sort()
  const b = Float64Array.from(lower).sort()
  let wins = 0
  let below = 0 // b[0 … below) < current a
  let notAbove = 0 // b[0 … notAbove) ≤ current a
  for (const score of a) {
    while (below < b.length && b[below]! < score) below++
    while (notAbove < b.length && b[notAbove]! <= score) notAbove++
    wins += below + (notAbove - below) / 2
  }
  return wins / (a.length * b.length)
}

/** The cached table for the rule book; under table options, solved here (Forced Yahtzee: 1 s). */
function advisorOf(variant: VariantId): Advisor {
  if (!isExactVariant(variant)) return createMaxiAdvisor(OPTIONS)
  if (!HOUSE) return exactAdvisor(variant)
  const table = solveTable(variant, undefined, OPTIONS)
  return loadTable(table.meta, table.values)
}

console.log(
  `computer players: ${GAMES} self-play games per level per variant (seeded dice)` +
    (HOUSE ? `, table options ${JSON.stringify(OPTIONS)}` : ''),
)
for (const variant of VARIANT_IDS) {
  const advisor = advisorOf(variant)
  const results = COMPUTER_LEVELS.map((level) => playLevel(variant, level, advisor))
  console.log(
    `\n${variant}${isExactVariant(variant) ? '' : ' (Hard and Perfect: the advisor heuristic)'}`,
  )
  for (const [i, r] of results.entries()) {
    let note = ''
    const solved = SOLVED[variant]
    if (r.level === 'perfect' && solved !== undefined) {
      note = `, ${((r.mean - solved) / r.se).toFixed(2)} SE from the solved ${solved}`
    }
    const below = results[i - 1]
    if (below)
      note += `, beats ${below.level} in ${(100 * winRate(r.scores, below.scores)).toFixed(1)}%`
    console.log(
      `  ${r.level.padEnd(7)} mean ${r.mean.toFixed(2)} ± ${r.se.toFixed(2)} SE (sd ${r.sd.toFixed(1)})${note}` +
        `  [${((1000 * r.seconds) / GAMES).toFixed(1)} ms/game]`,
    )
  }
  for (const r of results) {
    console.log(`  ${r.level.padEnd(7)} one decision: ${r.decisions.summary()}`)
    console.log(`  ${r.level.padEnd(7)} one whole turn: ${r.turns.summary()}`)
  }
}

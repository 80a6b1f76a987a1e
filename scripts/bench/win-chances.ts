/**
 * npx tsx scripts/bench/win-chances.ts   (part of `npm run bench`)
 *
 * Calibration of the win chances (src/advisor/win): WIN_GAMES games (default 2 000) each of 2, 3
 * and 6 players, for every variant in WIN_VARIANTS (default yatzy,yahtzee), all played by the
 * Perfect computer (expected-score play) with seeded dice. After every write but the last, every
 * player's predicted chance is scored against the outcome: the Brier score, and per decile of
 * predicted chance the mean prediction beside the observed win rate (target: within 3 points).
 * The players never interact, so a k-player game is k single-player games side by side; the 2-
 * and 3-player games reuse the first of the 6 × WIN_GAMES single-player games (WIN_PLAYERS=2,3 to
 * choose the table sizes). Then the time of
 * one 6-player estimate in Node.
 *
 * npx tsx scripts/bench/win-chances.ts --head-to-head   play to win against expected-score play
 * (WIN_H2H_GAMES two-player Yatzy games, default 2 000).
 *
 * npx tsx scripts/bench/win-chances.ts --write-table   measures the residual tables the estimate uses
 * (WIN_TABLE_GAMES single-player games per variant, default 6 000, on other seeds than the
 * calibration) and writes src/advisor/win/residuals/<variant>.ts.
 * Numbers, not assertions.
 */
import { writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { createMaxiAdvisor } from '../../src/advisor/maxi/maxi-advisor'
import { isExactVariant } from '../../src/advisor/model'
import { exactAdvisor } from '../lib/cached-advisor'
import type { Advisor } from '../../src/advisor/types'
import { calibrate } from './win/calibration'
import { residualTableFor } from '../../src/advisor/win/residuals'
import { measureResiduals } from './win/measure-residuals'
import { selfPlay } from './win/self-play'
import { cachedSelfPlay } from './win/cached-self-play'
import { winChances, winContext } from '../../src/advisor/win/win-chances'
import { playToWin } from '../../src/advisor/win/play-to-win'
import { createComputer, playTurn, seededDiceSource, type Computer } from '../../src/computer'
import { emptySheet, isSheetFull, sheetTotals, writeBox, type VariantId } from '../../src/rules'

const GAMES = Number(process.env.WIN_GAMES ?? 2000)
const TABLE_GAMES = Number(process.env.WIN_TABLE_GAMES ?? 6000)
const PLAYER_COUNTS = (process.env.WIN_PLAYERS?.split(',') ?? ['2', '3', '6']).map(Number)
const VARIANT_IDS = (process.env.WIN_VARIANTS?.split(',') ?? ['yatzy', 'yahtzee']) as VariantId[]
const CALIBRATION_SEED = 20_261_130
const TABLE_SEED = 12

function advisorFor(variant: VariantId): Advisor {
  if (!isExactVariant(variant)) return createMaxiAdvisor()
  return exactAdvisor(variant)
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)} %`.padStart(7)
}

function writeTables(): void {
  for (const variant of VARIANT_IDS) {
    const started = performance.now()
    const advisor = advisorFor(variant)
    const games = cachedSelfPlay(advisor, TABLE_GAMES, TABLE_SEED, 'perfect')
    const table = measureResiduals(advisor, games)
    const file = `src/advisor/win/residuals/${variant}.ts`
    const joined = (record: Record<string, readonly number[]>) =>
      Object.entries(record)
        .map(([key, row]) => `    '${key}': '${row.join(' ')}',\n`)
        .join('')
    const body =
      `// Written by \`npx tsx scripts/bench/win-chances.ts --write-table\` (${TABLE_GAMES} self-play games): do not edit.\n` +
      `import type { StoredResiduals } from '../residual-table'\n\n` +
      `export const residuals: StoredResiduals = {\n  variant: '${variant}',\n  games: ${table.games},\n` +
      `  lines: {\n${joined(table.lines ?? {})}  },\n  rows: {\n${joined(table.rows)}  },\n` +
      `  totals: {\n${Object.entries(table.totals ?? {})
        .map(([key, mean]) => `    '${key}': ${mean},\n`)
        .join('')}  },\n}\n`
    writeFileSync(file, body)
    const seconds = ((performance.now() - started) / 1000).toFixed(0)
    console.log(
      `${variant}: ${Object.keys(table.rows).length} rows, ${body.length} bytes, ` +
        `${gzipSync(body).length} gzipped → ${file} (${seconds} s)`,
    )
  }
}

async function calibration(): Promise<void> {
  console.log(`Win chances: ${GAMES} games each of 2, 3 and 6 players, Perfect play, seeded dice`)
  for (const variant of VARIANT_IDS) {
    const advisor = advisorFor(variant)
    const context = winContext(advisor, await residualTableFor(variant))
    let started = performance.now()
    const games = selfPlay(advisor, GAMES * Math.max(...PLAYER_COUNTS), CALIBRATION_SEED)
    console.log(
      `\n### ${variant} (${games.length} single-player games in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
    )
    for (const players of PLAYER_COUNTS) {
      started = performance.now()
      const result = calibrate(context, games.slice(0, GAMES * players), players)
      const seconds = ((performance.now() - started) / 1000).toFixed(0)
      console.log(
        `\n${players} players: ${result.games} games, ${result.predictions} predictions, Brier ${result.brier.toFixed(4)} (${seconds} s)`,
      )
      console.log('| predicted | n | mean predicted | observed | gap |')
      console.log('| --- | --- | --- | --- | --- |')
      let worst = 0
      for (const bin of result.bins) {
        if (bin.count === 0) continue
        const gap = bin.observed - bin.predicted
        worst = Math.max(worst, Math.abs(gap))
        console.log(
          `| ${(bin.from * 100).toFixed(0)}–${(bin.to * 100).toFixed(0)} % | ${bin.count} | ${pct(bin.predicted)} | ${pct(bin.observed)} | ${(gap * 100).toFixed(1)} |`,
        )
      }
      console.log(`largest gap ${(worst * 100).toFixed(1)} points (target ≤ 3)`)
    }
    timeSixPlayers(context, games)
  }
}

/** One 6-player estimate after every write of a few games: the UI's job after a write. */
function timeSixPlayers(
  context: ReturnType<typeof winContext>,
  games: ReturnType<typeof selfPlay>,
): void {
  const fresh = winContext(context.advisor, context.residuals)
  const samples: number[] = []
  // Ten tables of six, or as many as a small run has.
  for (let t = 0; t < Math.min(10, Math.floor(games.length / 6)); t++) {
    const seats = games.slice(t * 6, t * 6 + 6)
    const turns = seats[0]!.sheets.length - 1
    for (let write = 1; write < turns * 6; write++) {
      const sheets = seats.map((s, i) => s.sheets[Math.max(0, Math.ceil((write - i) / 6))]!)
      const started = performance.now()
      winChances(fresh, sheets, write % 6)
      samples.push(performance.now() - started)
    }
  }
  samples.sort((a, b) => a - b)
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1)
  console.log(
    `\n6-player estimate in Node (cold endgame memo, ${samples.length} writes): median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
  )
}

/**
 * Play to win against expected-score play, two-player Yatzy: seat A keeps like the Perfect
 * computer but picks its box by playToWin; seat B is the Perfect computer. Seats alternate who
 * starts. Win rate of A (ties count half) with its 95 % interval.
 */
async function headToHead(): Promise<void> {
  const games = Number(process.env.WIN_H2H_GAMES ?? 2000)
  const variant = 'yatzy'
  const advisor = advisorFor(variant)
  const context = winContext(advisor, await residualTableFor(variant))
  const perfect = createComputer({ variant, level: 'perfect', advisor })
  const dice = seededDiceSource(CALIBRATION_SEED + 1)
  let score = 0
  let differed = 0
  let decisions = 0
  const started = performance.now()
  for (let g = 0; g < games; g++) {
    const sheets = [emptySheet(variant), emptySheet(variant)]
    const toWin: Computer = {
      ...perfect,
      decideBox: (turn) => {
        const advice = playToWin(context, [turn.sheet, sheets[1]!], 0, turn.dice)
        decisions++
        if (advice.differs) differed++
        return advice.boxes[0]!.box
      },
    }
    const order = g % 2 === 0 ? [0, 1] : [1, 0]
    while (!isSheetFull(variant, sheets[1]!)) {
      for (const seat of order) {
        const turn = playTurn(seat === 0 ? toWin : perfect, sheets[seat]!, dice)
        sheets[seat] = writeBox(variant, sheets[seat]!, turn.dice, turn.box)
      }
    }
    const [a, b] = sheets.map((sheet) => sheetTotals(variant, sheet).total)
    score += a! > b! ? 1 : a === b ? 0.5 : 0
  }
  const rate = score / games
  const half = 1.96 * Math.sqrt((rate * (1 - rate)) / games)
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  console.log(
    `Play to win vs expected score, 2-player Yatzy, ${games} games (${seconds} s): win rate ${pct(rate)} ± ${(half * 100).toFixed(1)} (95 %); ` +
      `its box differed in ${differed} of ${decisions} choices`,
  )
}

if (process.argv.includes('--write-table')) writeTables()
else if (process.argv.includes('--head-to-head')) await headToHead()
else await calibration()

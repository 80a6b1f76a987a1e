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
 * choose the table sizes). Then the time of one 6-player estimate in Node.
 *
 * The residual tables it measures are written by `npm run tables:residuals`
 * (build/win-tables/residual-tables.ts). Numbers, not assertions.
 */
import { residualTableFor } from '../../src/advisor/win/residuals'
import { winChances, winContext } from '../../src/advisor/win/win-chances'
import { advisorFor } from '../lib/cached-advisor'
import { calibrate } from '../lib/calibration'
import { selfPlay } from '../lib/self-play'
import { winVariants } from '../lib/win-variants'

const GAMES = Number(process.env.WIN_GAMES ?? 2000)
const PLAYER_COUNTS = (process.env.WIN_PLAYERS?.split(',') ?? ['2', '3', '6']).map(Number)
const VARIANT_IDS = winVariants(['yatzy', 'yahtzee'])
const CALIBRATION_SEED = 20_261_130

function pct(x: number): string {
  return `${(x * 100).toFixed(1)} %`.padStart(7)
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

await calibration()

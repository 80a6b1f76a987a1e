/**
 * npm exec tsx scripts/bench/solver.ts [-- --games 200] [--variants yatzy,yahtzee]
 *
 * Measures what the advisor issue asks for, on one thread (the Web Worker's situation):
 * solve time (wall and CPU), table size raw / gzipped (Float32 as stored, and a 16-bit quantised
 * form one could ship), time per advice, and a self-play check: games played by following the
 * advice (exact variants should average their table value; Maxi Yatzy shows what the heuristic
 * achieves).
 */
import { gzipSync } from 'node:zlib'
import { parseArgs } from 'node:util'
import { allRolls, emptySheet, writeBox, type Sheet, type VariantId } from '../../src/rules'
import { createMaxiAdvisor } from '../../src/advisor/maxi/maxi-advisor'
import { isExactVariant } from '../../src/advisor/model'
import { solveTable } from '../../src/advisor/solve-table'
import { loadTable } from '../../src/advisor/table'
import type { Advisor } from '../../src/advisor/types'

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    variants: { type: 'string', default: 'forced-yatzy,yahtzee,yatzy,maxi-yatzy' },
  },
})
const games = Number(args.games)

const cpuSeconds = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}

function random(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s / 4294967296
  }
}

function rollDice(count: number, rnd: () => number, keep: number[] = []): number[] {
  const dice = [...keep]
  while (dice.length < count) dice.push(1 + Math.floor(rnd() * 6))
  return dice
}

/** Plays one game following the advisor's best option every time; returns the final total. */
function playGame(
  variant: VariantId,
  advisor: Advisor,
  rnd: () => number,
  diceCount: number,
): number {
  let sheet: Sheet = emptySheet(variant)
  const boxes = variant === 'maxi-yatzy' ? 20 : variant === 'yahtzee' ? 13 : 15
  while (Object.keys(sheet.scores).length < boxes) {
    let dice = rollDice(diceCount, rnd)
    for (let roll = 1; ; roll++) {
      const advice = advisor.advise(sheet, dice, roll, { keeps: 1 })
      const bestBox = advice.boxes[0]
      const bestKeep = advice.keeps[0]
      if (advice.rollsLeft === 0 || (bestBox && (!bestKeep || bestBox.cost >= bestKeep.cost))) {
        if (!bestBox) throw new Error('no box to write')
        sheet = writeBox(
          variant,
          sheet,
          dice,
          bestBox.box,
          variant === 'maxi-yatzy' ? { rollsUsed: roll } : {},
        )
        break
      }
      if (bestKeep!.keep.length === diceCount) {
        // Five-dice games: "keep all" before the last roll is the same as writing now.
        sheet = writeBox(variant, sheet, dice, advisor.advise(sheet, dice, 3).boxes[0]!.box)
        break
      }
      dice = rollDice(diceCount, rnd, bestKeep!.keep)
    }
  }
  return advisor.expectedFinal(sheet).expectedFinal
}

function selfPlay(variant: VariantId, advisor: Advisor, diceCount: number): string {
  const rnd = random(12345)
  const scores: number[] = []
  const started = performance.now()
  for (let g = 0; g < games; g++) scores.push(playGame(variant, advisor, rnd, diceCount))
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length
  const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / (scores.length - 1))
  const ms = (performance.now() - started) / games
  return `self-play ${games} games: mean ${mean.toFixed(1)} ± ${(sd / Math.sqrt(games)).toFixed(1)} (sd ${sd.toFixed(0)}), ${ms.toFixed(0)} ms/game`
}

function timeAdvice(variant: VariantId, advisor: Advisor, diceCount: number): string {
  const rnd = random(99)
  const rolls = allRolls(diceCount)
  const sheets: Sheet[] = [emptySheet(variant)]
  // Mid-game sheets: a few boxes written by the advisor's own choices.
  let sheet = emptySheet(variant)
  for (let t = 0; t < 6; t++) {
    const dice = rolls[Math.floor(rnd() * rolls.length)]!
    const last = variant === 'maxi-yatzy' ? 3 + (sheet.savedRolls ?? 0) : 3
    sheet = writeBox(variant, sheet, dice, advisor.advise(sheet, dice, last).boxes[0]!.box)
    sheets.push(sheet)
  }
  for (let i = 0; i < 200; i++)
    advisor.advise(sheets[i % sheets.length]!, rolls[i % rolls.length]!, 1 + (i % 3))
  const times: number[] = []
  for (let i = 0; i < 3000; i++) {
    const s = sheets[i % sheets.length]!
    const dice = rolls[Math.floor(rnd() * rolls.length)]!
    const t = performance.now()
    advisor.advise(s, dice, 1 + (i % 3))
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  const mean = times.reduce((a, b) => a + b, 0) / times.length
  return `advice: mean ${mean.toFixed(3)} ms, p99 ${times[Math.floor(times.length * 0.99)]!.toFixed(3)} ms, max ${times.at(-1)!.toFixed(2)} ms`
}

for (const variant of args.variants!.split(',') as VariantId[]) {
  if (isExactVariant(variant)) {
    const wall = performance.now()
    const cpu = cpuSeconds()
    const table = solveTable(variant, undefined, {})
    const solveWall = (performance.now() - wall) / 1000
    const solveCpu = cpuSeconds() - cpu
    const raw = new Uint8Array(table.values.buffer)
    const max = table.values.reduce((a, b) => Math.max(a, b), 0)
    const scale = Math.floor(65535 / Math.ceil(max))
    const quantised = Uint16Array.from(table.values, (v) => Math.round(v * scale))
    const advisor = loadTable(table.meta, table.values)
    console.log(`${variant}: expected ${table.meta.expectedEmpty.toFixed(4)}`)
    console.log(
      `  solve 1 thread: ${solveWall.toFixed(1)} s wall, ${solveCpu.toFixed(1)} s CPU, ${table.values.length} states`,
    )
    console.log(
      `  table Float32: ${raw.byteLength} bytes, gzip -9 ${gzipSync(raw, { level: 9 }).byteLength} bytes`,
    )
    console.log(
      `  table uint16 (1/${scale} point): ${quantised.byteLength} bytes, gzip -9 ` +
        `${gzipSync(new Uint8Array(quantised.buffer), { level: 9 }).byteLength} bytes`,
    )
    console.log(`  ${timeAdvice(variant, advisor, 5)}`)
    if (games > 0) console.log(`  ${selfPlay(variant, advisor, 5)}`)
  } else {
    const started = performance.now()
    const advisor = createMaxiAdvisor({})
    console.log(
      `${variant}: heuristic ready in ${(performance.now() - started).toFixed(0)} ms (no table)`,
    )
    console.log(`  ${timeAdvice(variant, advisor, 6)}`)
    if (games > 0) console.log(`  ${selfPlay(variant, advisor, 6)}`)
  }
}

/**
 * npx tsx scripts/research/win/new-player.ts   (nice -n 19)
 *
 * What to assume for a person with no past games (FAMILY_TYPICAL_FINAL in
 * src/advisor/win/computer-strength.ts): two-player tables where seat 1 is a computer of known
 * level and seat 0 one of each level taken as unknown, scored (Brier) with seat 0 assumed perfect,
 * at the Medium level's mean and at the average assumed for a new player. WIN_GAMES_2 tables per
 * pairing (default 2 000; the figures in computer-strength.ts: 500), WIN_VARIANTS (default all
 * four), games of WIN_SEED, a prediction after WIN_WRITES writes of each game (default 8).
 */
import type { ComputerLevel } from '../../../src/computer'
import {
  COMPUTER_TYPICAL_FINAL,
  FAMILY_TYPICAL_FINAL,
} from '../../../src/advisor/win/computer-strength'
import { shippedWinContext } from '../../../src/advisor/win/shipped-context'
import { advisorFor } from '../../lib/cached-advisor'
import { cachedSelfPlaySeeds } from '../../lib/cached-self-play'
import { calibrateTables } from '../../lib/calibration'
import { winVariants } from '../../lib/win-variants'

const VARIANT_IDS = winVariants()
const GAMES_2 = Number(process.env.WIN_GAMES_2 ?? 2000)
const WRITES = Number(process.env.WIN_WRITES ?? 8)
const SEEDS = (process.env.WIN_SEED ?? '20261130').split(',').map(Number)

const levels: ComputerLevel[] = ['easy', 'medium', 'hard', 'perfect']
console.log(
  `A new player (seat 0, level unknown to the model) against a known computer: ${GAMES_2} two-player games per pairing, Brier score`,
)
for (const variant of VARIANT_IDS) {
  const advisor = advisorFor(variant)
  const context = await shippedWinContext(advisor, variant)
  const played = new Map(
    levels.map((level) => [level, cachedSelfPlaySeeds(advisor, 2 * GAMES_2, SEEDS, level)]),
  )
  const means = COMPUTER_TYPICAL_FINAL[variant]
  const assumptions: [string, number | undefined][] = [
    ['perfect', undefined],
    [`Medium (${means.medium})`, means.medium],
    [`new-player average (${FAMILY_TYPICAL_FINAL[variant]})`, FAMILY_TYPICAL_FINAL[variant]],
  ]
  console.log(`\n### ${variant}`)
  console.log(`| new player is | against | ${assumptions.map(([name]) => name).join(' | ')} |`)
  console.log(`| --- | --- | ${assumptions.map(() => '---').join(' | ')} |`)
  const sums = assumptions.map(() => 0)
  for (const unknown of levels) {
    for (const known of levels) {
      const tables = Array.from({ length: GAMES_2 }, (_, t) => [
        played.get(unknown)![t]!,
        played.get(known)![GAMES_2 + t]!,
      ])
      const briers = assumptions.map(
        ([, typical]) =>
          calibrateTables(context, tables, {
            typicalFinal: [typical, means[known]],
            writesPerGame: WRITES,
          }).brier,
      )
      briers.forEach((b, i) => (sums[i]! += b / levels.length ** 2))
      console.log(`| ${unknown} | ${known} | ${briers.map((b) => b.toFixed(4)).join(' | ')} |`)
    }
  }
  console.log(`| mean | | ${sums.map((b) => b.toFixed(4)).join(' | ')} |`)
}

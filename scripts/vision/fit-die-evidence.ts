/**
 * Fits the weights of set.ts's dieEvidence: a logistic regression of "a die of the roll" against
 * "something else" over every thing found on the clutter sets' dev part, dumped by
 * found-dice-dump.ts. Prints the weights and, for each bar, the share of dice and of other things
 * that clear it and how many tables of clutter keep any.
 * `npx tsx scripts/vision/fit-die-evidence.ts found-dev.jsonl`
 */
import { readFileSync } from 'node:fs'
import { evidenceFeatures } from '../../src/vision/set'
import type { FoundDie } from '../../src/vision/read-dice'

interface Dumped {
  set: string
  found: (FoundDie & { truth: number })[]
}

const rows = readFileSync(process.argv[2]!, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Dumped)
const things = rows.flatMap((row, picture) =>
  row.found.map((thing) => ({ x: [...evidenceFeatures(thing), 1], die: thing.truth > 0, picture })),
)
const weights = new Array<number>(things[0]!.x.length).fill(0)
for (let step = 0; step < 20_000; step++) {
  const gradient = weights.map((w, k) => (k < weights.length - 1 ? 1e-3 * w : 0))
  for (const { x, die } of things) {
    const p = 1 / (1 + Math.exp(-x.reduce((sum, v, k) => sum + v * weights[k]!, 0)))
    x.forEach((v, k) => (gradient[k]! += ((p - (die ? 1 : 0)) * v) / things.length))
  }
  weights.forEach((_, k) => (weights[k]! -= 0.5 * gradient[k]!))
}
console.log(`weights (the last is the bias): ${weights.map((w) => w.toFixed(3)).join(', ')}`)
const score = (x: number[]) => x.reduce((sum, v, k) => sum + v * weights[k]!, 0)
for (const bar of [-2, -1, 0, 1, 2, 3, 4]) {
  const kept = things.filter((t) => score(t.x) >= bar)
  const dice = things.filter((t) => t.die)
  const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`
  const tables = new Set(
    kept.filter((t) => rows[t.picture]!.set.startsWith('clutter')).map((t) => t.picture),
  )
  console.log(
    `bar ${bar}: dice ${share(kept.filter((t) => t.die).length, dice.length)}, other things ${share(kept.filter((t) => !t.die).length, things.length - dice.length)}, tables of clutter with any ${tables.size}`,
  )
}

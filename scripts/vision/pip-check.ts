/**
 * The pip counter (die-look.ts) and the set's anchors (set.ts) on the things real-found-dump.ts
 * wrote: how often the pips counted are the labelled face, by die colour; how many dice may anchor
 * a roll; and the rolls of five or six filled in right / silently wrong / asked. It runs the tree's
 * own dieLook, anchorsOf and judge on the stored windows (no network runs), so a change to either
 * is measured on hundreds of photos in seconds.
 * `npx tsx scripts/vision/pip-check.ts /tmp/pips/train.jsonl [--rolls]`
 */
import { readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { dieLook } from '../../src/vision/die-look'
import { judge } from '../../src/vision/read-dice'
import { anchorsOf } from '../../src/vision/set'
import { rollKey, type DumpedPhoto } from './real-frame'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rolls: { type: 'boolean', default: false } },
})

const byColour = new Map<
  string,
  { dice: number; readRight: number; pipsRight: number; anchors: number }
>()
const outcomes = new Map<string, number>()
let rolls = 0
let anchoredRolls = 0
let notDice = 0
let notDiceAnchors = 0
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)

for (const file of positionals) {
  for (const line of readFileSync(file, 'utf8').trim().split('\n')) {
    const row = JSON.parse(line) as DumpedPhoto
    const data = new Uint8ClampedArray(readFileSync(`${dirname(file)}/frames/${row.name}.rgba`))
    const image = { width: row.width, height: row.height, data }
    const things = row.found.map((d) => ({ ...d, look: dieLook(image, d.x, d.y, d.size, d.angle) }))
    const anchors = anchorsOf(things)
    for (const thing of things) {
      if (!thing.truth) {
        notDice++
        if (anchors.includes(thing)) notDiceAnchors++
        continue
      }
      for (const group of ['all', thing.colour ?? '?']) {
        const tally = byColour.get(group) ?? { dice: 0, readRight: 0, pipsRight: 0, anchors: 0 }
        tally.dice++
        if (thing.face === thing.truth) tally.readRight++
        if (thing.look.pips === thing.truth) tally.pipsRight++
        if (anchors.includes(thing)) tally.anchors++
        byColour.set(group, tally)
      }
    }
    if (row.dice !== 5 && row.dice !== 6) continue
    rolls++
    if (anchors.length) anchoredRolls++
    const reading = judge(things, row.brightness, { diceCount: row.dice })
    const outcome = !reading.sure
      ? `asked (${reading.doubt})`
      : rollKey(reading.dice) === rollKey(row.truth)
        ? 'filled in right'
        : 'silently wrong'
    count(outcomes, outcome)
    if (values.rolls) console.log(`${row.name}: ${outcome}, ${reading.dice.length} in the set`)
  }
}

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`
console.log('colour: dice found / read right / pips counted = label / may anchor a roll')
for (const [group, t] of [...byColour].sort(([a], [b]) =>
  a === 'all' ? -1 : b === 'all' ? 1 : a.localeCompare(b),
))
  console.log(
    `${group}: ${t.dice} / ${t.readRight} / ${t.pipsRight} (${pct(t.pipsRight, t.dice)}) / ${t.anchors}`,
  )
console.log(`things found that are no labelled die: ${notDice}, of them anchors ${notDiceAnchors}`)
console.log(
  `photos of five or six dice: ${rolls}, with an anchor ${anchoredRolls}; ${[...outcomes]
    .sort()
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
)

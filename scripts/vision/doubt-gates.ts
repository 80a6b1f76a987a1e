/**
 * Which gate of the judgement (read-dice.ts's judge) asks about the dev data's rolls of five and
 * six, from doubt-dump.ts's JSON lines: no die plainly a die (anchor), too few things like it
 * (join: too little evidence, or straying from the anchors; or the die not found at all), two sets
 * alike (extra), the dice's sizes (SIZE_SPREAD), or a face under the sure bar. Then the faces'
 * confidence by the die's side in a 640-pixel frame, read right against read wrong, and what
 * other sure bars and size spreads would fill in. A roll counts as wrong when its faces differ from
 * the labels: label errors count as wrong here (see the note for the ones looked at).
 * `npx tsx scripts/vision/doubt-gates.ts /tmp/doubt/rune55.jsonl /tmp/doubt/other.jsonl`
 */
import { pipChecked, SIZE_SPREAD, sureBar } from '../../src/vision/read-dice'
import { anchorsOf, dieEvidence, strayFrom } from '../../src/vision/set'
import { ALONE_EVIDENCE, STRAY_LIMIT, SURE_CONFIDENCE } from '../../src/vision/settings'
import type { DieReading } from '../../src/vision/types'
import {
  judgeRecord,
  readDoubtRecords,
  readRecord,
  setGroup,
  setIsRoll,
  type DoubtRecord,
} from './doubt-records'

const records = readDoubtRecords()
const group = setGroup
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** The thing found behind a die of a reading. */
const thingOf = (r: DoubtRecord, d: DieReading) => r.found.find((t) => t.x === d.x && t.y === d.y)!

type Bar = (side: number, face: number) => number
const shippedBar: Bar = () => SURE_CONFIDENCE
const nowBar: Bar = (side, face) => sureBar({ size: side, face: face as DieReading['face'] })

/**
 * What holds a roll back, judged as the app does, with the sure bar `bar` (a function of the die's
 * side in a 640-pixel frame) and size spread `spread`. The set judge chooses does not depend on
 * the bar; only its doubt does, so the doubt 'unclear' is told again here. In good light: 'dark'
 * only stands in for another doubt.
 */
function gateOf(
  r: DoubtRecord,
  bar: Bar,
  spread = SIZE_SPREAD,
): { gate: string; reading: ReturnType<typeof judgeRecord> } {
  const reading = judgeRecord(r)
  if (reading.doubt === 'extra') return { gate: 'extra (two sets alike)', reading }
  if (reading.doubt === 'count') {
    const anchors = anchorsOf(r.found)
    if (!anchors.length) return { gate: 'count: no anchor', reading }
    // Of the labelled dice not in the set: found but too little evidence, found but straying, not found.
    const why = r.truth.map((die) => {
      const thing = r.found.find((t) => Math.hypot(t.x - die.x, t.y - die.y) < die.size / 2)
      if (!thing) return 'not found'
      if (reading.dice.some((d) => d.x === thing.x && d.y === thing.y)) return 'in'
      if (dieEvidence(thing) < ALONE_EVIDENCE) return 'evidence'
      if (strayFrom(anchors, thing) > STRAY_LIMIT) return 'stray'
      return 'other'
    })
    const causes = [...new Set(why.filter((w) => w !== 'in'))].sort().join('+')
    return { gate: `count: join (${causes || 'none missing'})`, reading }
  }
  const sizes = reading.dice.map((d) => d.size)
  const m = median(sizes)
  if (sizes.some((s) => s < m / spread || s > m * spread))
    return { gate: 'unclear: size spread', reading }
  if (
    reading.dice.some(
      (d) => d.confidence < bar(d.size * r.to640, d.face) && !pipChecked(thingOf(r, d)),
    )
  )
    return { gate: 'unclear: a face under the bar', reading }
  return { gate: 'sure', reading }
}

/** Whether a reading's dice are the roll: each on a labelled die, the faces those of the roll. */
const readingIsRoll = (r: DoubtRecord, dice: DieReading[]) =>
  setIsRoll(
    r,
    dice.map((d) => thingOf(r, d)),
  )

const rolls = records.filter((r) => r.roll)

// The camera's own outcome first: the judgement, then the second look and the second reader, as readDice reads.
const outcomes = new Map<string, { right: number; wrong: number; asked: number; looked: number }>()
for (const r of rolls) {
  const reading = readRecord(r)
  const key = group(r.set)
  const tally = outcomes.get(key) ?? { right: 0, wrong: 0, asked: 0, looked: 0 }
  if (!reading.sure) tally.asked++
  else if (readingIsRoll(r, reading.dice)) tally.right++
  else tally.wrong++
  if (reading.sure && !judgeRecord(r).sure) tally.looked++
  outcomes.set(key, tally)
}
console.log(
  'Rolls of five and six as the camera reads them (the judgement, then the second look and reader):',
)
for (const [set, t] of outcomes)
  console.log(
    `  ${set}: right ${t.right} / wrong ${t.wrong} / asked ${t.asked}; sure by the second look or reader ${t.looked}`,
  )

for (const [title, bar] of [
  [`the shipped bar (${SURE_CONFIDENCE})`, shippedBar],
  ['sureBar (settings.ts: SMALL_SURE_CONFIDENCE under SMALL_DIE_SIDE, but for a 4)', nowBar],
] as const) {
  const gates = new Map<string, Map<string, { n: number; allRight: number }>>()
  for (const r of rolls) {
    const { gate, reading } = gateOf(r, bar)
    const key = `${group(r.set)}, rolls of ${r.diceCount}`
    const byGate = gates.get(key) ?? new Map<string, { n: number; allRight: number }>()
    const tally = byGate.get(gate) ?? { n: 0, allRight: 0 }
    tally.n++
    if (readingIsRoll(r, reading.dice)) tally.allRight++
    byGate.set(gate, tally)
    gates.set(key, byGate)
  }
  console.log(
    `Rolls of five and six by the gate that asks, with ${title} (n; of them, the set is the roll as labelled):`,
  )
  for (const [set, byGate] of [...gates].sort()) {
    const total = [...byGate.values()].reduce((s, t) => s + t.n, 0)
    console.log(`  ${set} (${total} rolls)`)
    for (const [gate, t] of [...byGate].sort())
      console.log(`    ${gate}: ${t.n}; set as labelled ${t.allRight}`)
  }
}

// The faces' confidence by size: every found thing on a labelled die.
const BINS = [
  ['< 20 px', 0, 20],
  ['20–40 px', 20, 40],
  ['40–70 px', 40, 70],
  ['70+ px', 70, Infinity],
] as const
const BARS = [0.8, 0.9, 0.95, 0.96, 0.97, 0.975, 0.98, 0.99]
const dice = records.flatMap((r) =>
  r.found
    .filter((t) => t.truth > 0)
    .map((t) => ({
      set: group(r.set),
      size: t.size * r.to640,
      right: t.face === t.truth,
      confidence: t.confidence,
      name: r.name,
      truth: t.truth,
      face: t.face,
    })),
)
console.log(
  '\nFound dice on a labelled die, by side in a 640-pixel frame: right / wrong at or above each bar',
)
console.log(
  `  bin: all | ${BARS.map((b) => `≥${b}`).join(' | ')} | wrong reads' highest confidence`,
)
for (const set of ['all', ...new Set(dice.map((d) => d.set))]) {
  console.log(`  ${set}`)
  for (const [label, lo, hi] of BINS) {
    const inBin = dice.filter(
      (d) => (set === 'all' || d.set === set) && d.size >= lo && d.size < hi,
    )
    if (!inBin.length) continue
    const cell = (bar: number) => {
      const over = inBin.filter((d) => d.confidence >= bar)
      return `${over.filter((d) => d.right).length}/${over.filter((d) => !d.right).length}`
    }
    const wrong = inBin.filter((d) => !d.right).map((d) => d.confidence)
    console.log(
      `    ${label}: ${inBin.filter((d) => d.right).length}/${wrong.length} | ${BARS.map(cell).join(' | ')} | ${wrong.length ? Math.max(...wrong).toFixed(4) : '-'}`,
    )
  }
}
console.log('\nWrong reads at confidence ≥ 0.8 (set, side, truth → read, confidence):')
for (const d of dice
  .filter((d) => !d.right && d.confidence >= 0.8)
  .sort((a, b) => b.confidence - a.confidence))
  console.log(
    `  ${d.set} ${d.size.toFixed(0)} px ${d.truth} → ${d.face} ${d.confidence.toFixed(4)} ${d.name.slice(-40)}`,
  )

/** What the rolls would come to with another sure bar and size spread (gateOf). */
function outcome(bar: Bar, spread: number) {
  const out = new Map<string, { right: number; wrong: number; asked: number }>()
  for (const r of rolls) {
    const { gate, reading } = gateOf(r, bar, spread)
    const tally = out.get(group(r.set)) ?? { right: 0, wrong: 0, asked: 0 }
    if (gate !== 'sure') tally.asked++
    else if (readingIsRoll(r, reading.dice)) tally.right++
    else tally.wrong++
    out.set(group(r.set), tally)
  }
  const all = [...out.values()].reduce(
    (s, t) => ({ right: s.right + t.right, wrong: s.wrong + t.wrong, asked: s.asked + t.asked }),
    { right: 0, wrong: 0, asked: 0 },
  )
  return [...out, ['all', all] as const]
    .map(([set, t]) => `${set} ${t.right}/${t.wrong}/${t.asked}`)
    .join('; ')
}

console.log('\nRolls right / wrong / asked (against the labels) with other bars and spreads:')
console.log(`  shipped (bar ${SURE_CONFIDENCE}, spread 1.6): ${outcome(shippedBar, 1.6)}`)
for (const b of [0.9, 0.95, 0.96, 0.97]) console.log(`  bar ${b}: ${outcome(() => b, 1.6)}`)
for (const s of [1.7, 1.8, 2.0]) console.log(`  spread ${s}: ${outcome(() => SURE_CONFIDENCE, s)}`)
const sizeBars: [string, Bar][] = [
  ['0.975 under 40 px, 0.95 from 40 px', (side) => (side < 40 ? 0.975 : 0.95)],
  ['0.95 for 40–70 px', (side) => (side >= 40 && side < 70 ? 0.95 : SURE_CONFIDENCE)],
  ['0.9 for 40–70 px', (side) => (side >= 40 && side < 70 ? 0.9 : SURE_CONFIDENCE)],
  ['0.95 under 70 px', (side) => (side < 70 ? 0.95 : SURE_CONFIDENCE)],
  ['0.9 under 70 px, but for a 4 (sureBar)', nowBar],
  ['0.8 under 70 px', (side) => (side < 70 ? 0.8 : SURE_CONFIDENCE)],
]
for (const [title, bar] of sizeBars) console.log(`  bar ${title}: ${outcome(bar, 1.6)}`)

// Rolls asked for a face under the bar whose set is the roll: the sides of the dice under it.
const under = new Map<string, number>()
for (const r of rolls) {
  const { gate, reading } = gateOf(r, shippedBar)
  if (gate !== 'unclear: a face under the bar') continue
  const key = `${readingIsRoll(r, reading.dice) ? 'set right' : 'set wrong'}: ${reading.dice
    .filter((d) => d.confidence < SURE_CONFIDENCE)
    .map((d) => {
      const side = d.size * r.to640
      return side < 40 ? '20–40' : side < 70 ? '40–70' : '70+'
    })
    .sort()
    .join(',')}`
  under.set(key, (under.get(key) ?? 0) + 1)
}
console.log(
  '\nRolls asked for a face under the shipped bar, by the sides of the dice under it (set as labelled or not):',
)
for (const [key, n] of [...under].sort()) console.log(`  ${key}: ${n}`)

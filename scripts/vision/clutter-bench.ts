/**
 * Things taken for dice, and rolls filled in right / silently wrong / asked, on the clutter sets
 * (clutter-sets.ts) and Chromium's fake-camera test pattern. Numbers, not assertions.
 * `nice -n 19 npx tsx scripts/vision/clutter-bench.ts [--part held-out] [--count 60] [--show [--pictures DIR]]`
 */
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { readDice } from '../../src/vision/index'
import type { DiceReading } from '../../src/vision/types'
import type { PlacedDie } from './clutter'
import { clutterSets, type ClutterCase, type Part } from './clutter-sets'
import { readJpeg } from './photos'
import { encodePng } from './png'
import { fixturePhotos } from './sample-photos'

const { values } = parseArgs({
  options: {
    part: { type: 'string', default: 'held-out' },
    count: { type: 'string', default: '60' },
    /** Print every case that is taken for dice, filled in wrong or asked. */
    show: { type: 'boolean', default: false },
    /** With --show: a folder to write those cases' pictures to, as PNG files, to look at. */
    pictures: { type: 'string' },
  },
})
const part = values.part as Part
const count = Number(values.count)
const PATTERNS = 'tests/fixtures/vision-clutter/'

/** Whether a thing found is on a die in view: within half its side of the die's centre. */
const onDie = (found: { x: number; y: number }, die: PlacedDie) =>
  Math.hypot(found.x - die.x, found.y - die.y) < die.size / 2

/** The found dice that are no die in view. */
function notDice(reading: DiceReading, dice: PlacedDie[]): number {
  return reading.dice.filter((found) => !dice.some((die) => onDie(found, die))).length
}

const sorted = (faces: number[]) => [...faces].sort().join('')

async function measure(title: string, cases: Iterable<ClutterCase & { diceCount?: 5 | 6 }>) {
  let pictures = 0
  let taken = 0
  let withAny = 0
  let dice = 0
  let shown = 0
  const rolls = { right: 0, wrong: 0, asked: 0 }
  const started = process.cpuUsage()
  for (const item of cases) {
    const reading = await readDice(item.picture, { diceCount: item.diceCount ?? 5 })
    pictures++
    const extra = notDice(reading, item.dice)
    taken += extra
    if (extra) withAny++
    dice += item.dice.length
    shown += item.dice.filter((die) => reading.dice.some((found) => onDie(found, die))).length
    const outcome = !reading.sure
      ? 'asked'
      : item.dice.length &&
          sorted(reading.dice.map((d) => d.face)) === sorted(item.dice.map((d) => d.face))
        ? 'right'
        : 'wrong'
    rolls[outcome]++
    if (values.show && (extra || outcome !== 'right')) {
      const read = reading.dice.map((d) => `${d.face}@${d.confidence.toFixed(2)}`).join(' ')
      if (values.pictures) {
        const file = `${item.name.replace(/\W+/g, '-')}.png`
        writeFileSync(join(values.pictures, file), encodePng(item.picture))
      }
      console.log(
        `  ${item.name}: ${outcome}${reading.doubt ? ` (${reading.doubt})` : ''}, ${extra} not dice; read ${read}`,
      )
    }
  }
  const cpu = process.cpuUsage(started)
  const rollText = pictures
    ? `filled in right ${rolls.right} / silently wrong ${rolls.wrong} / asked ${rolls.asked}`
    : ''
  const shownText = dice ? `; dice shown as dice ${shown} of ${dice}` : ''
  console.log(
    `${title}: ${pictures} pictures; things taken for dice ${(taken / pictures).toFixed(2)} per picture (${withAny} pictures with any); ${rollText}${shownText}; ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s CPU`,
  )
}

/** The committed sample's real photos of five or six dice, as they are (no clutter added). */
function* sampleRolls(): Generator<ClutterCase & { diceCount: 5 | 6 }> {
  for (const photo of fixturePhotos().filter((p) => p.dice.length === 5 || p.dice.length === 6)) {
    const picture = readJpeg(photo.path)
    const dice = photo.dice.map((d) => ({
      face: d.face,
      x: d.x * picture.width,
      y: d.y * picture.height,
      size: d.size * picture.width,
    }))
    yield { name: photo.name, picture, dice, diceCount: photo.dice.length as 5 | 6 }
  }
}

function* patterns(): Generator<ClutterCase> {
  for (const file of readdirSync(PATTERNS)
    .filter((f) => f.endsWith('.jpg'))
    .sort())
    yield { name: file, picture: readJpeg(`${PATTERNS}${file}`), dice: [] }
}

console.log(`clutter sets, part ${part}, ${count} pictures each`)
await measure("Chromium's fake-camera test pattern", patterns())
for (const set of clutterSets(part, count)) await measure(set.title, set.cases)
await measure('sample photos of five or six dice (tests/fixtures/vision)', sampleRolls())

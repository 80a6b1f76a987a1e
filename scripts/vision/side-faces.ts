/**
 * How much of a second face the dice found show, on the things real-found-dump.ts wrote: a die
 * that is cocked (resting tilted) shows a band of its next face, pips and all, beside the face the
 * camera reads; so does a flat die seen at a slant, toward the frame's middle. It counts the
 * pip-coloured blots in a band 0.4–0.7 of the die's side from its centre, side by side, and tells
 *  - how many sure dice (read at SURE_CONFIDENCE or more) show that many in one side's band;
 *  - which way the busiest band faces: toward the frame's middle (a slant) or not;
 *  - the rolls of five or six filled in right / silently wrong / asked if dice showing `--bar` or
 *    more such blots in one band were doubted (read below the sure bar), and which rolls move.
 * `npx tsx scripts/vision/side-faces.ts /tmp/pips/train.jsonl --bar 3 --bar 4`
 * (docs/research/2026-12-05-vision-cocked.md).
 */
import { readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { dieLook, type DieLook } from '../../src/vision/die-look'
import { judge } from '../../src/vision/read-dice'
import { SURE_CONFIDENCE } from '../../src/vision/settings'
import type { RgbaImage } from '../../src/vision/types'
import { rollKey, type DumpedPhoto } from './real-frame'

/** Samples across the window, which spans SPAN of the die's side: the die and a margin round it. */
const GRID = 40
const SPAN = 1.7
/** The band beside the face, in the die's side from its centre: a face's own pips lie within 0.3. */
const BAND = [0.4, 0.7] as const

const luma = (c: readonly number[]) => 0.299 * c[0]! + 0.587 * c[1]! + 0.114 * c[2]!

/** Pip-coloured blots in the band beside each side of the die, in the die's turn: top, bottom, left, right. */
export function sideBandBlots(
  image: RgbaImage,
  die: { x: number; y: number; size: number; angle: number },
  look: DieLook,
): number[] {
  const middle = (luma(look.body) + luma(look.pip)) / 2
  const darkPips = luma(look.pip) < luma(look.body)
  const cos = Math.cos(die.angle)
  const sin = Math.sin(die.angle)
  const mask = new Uint8Array(GRID * GRID)
  for (let v = 0; v < GRID; v++) {
    for (let u = 0; u < GRID; u++) {
      const a = ((u + 0.5) / GRID - 0.5) * die.size * SPAN
      const b = ((v + 0.5) / GRID - 0.5) * die.size * SPAN
      const px = Math.min(image.width - 1, Math.max(0, Math.round(die.x + a * cos - b * sin)))
      const py = Math.min(image.height - 1, Math.max(0, Math.round(die.y + a * sin + b * cos)))
      const i = (py * image.width + px) * 4
      const level = luma([image.data[i]!, image.data[i + 1]!, image.data[i + 2]!])
      mask[v * GRID + u] = (darkPips ? level < middle : level > middle) ? 1 : 0
    }
  }
  const sides = [0, 0, 0, 0]
  const seen = new Uint8Array(mask.length)
  for (const blot of blotsOf(mask, seen)) {
    // A blot cut by the window's edge, a speck, or a shadow larger than a pip is no pip.
    if (blot.edge || blot.area < 2 || blot.area > 0.04 * GRID * GRID) continue
    const du = ((blot.u + 0.5) / GRID - 0.5) * SPAN
    const dv = ((blot.v + 0.5) / GRID - 0.5) * SPAN
    const reach = Math.max(Math.abs(du), Math.abs(dv))
    if (reach < BAND[0] || reach > BAND[1]) continue
    sides[Math.abs(dv) >= Math.abs(du) ? (dv < 0 ? 0 : 1) : du < 0 ? 2 : 3]!++
  }
  return sides
}

/** Connected blots (four neighbours) of a GRID × GRID mask: centre, area, and whether one touches the edge. */
function* blotsOf(mask: Uint8Array, seen: Uint8Array) {
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue
    const stack = [start]
    seen[start] = 1
    let area = 0
    let sumU = 0
    let sumV = 0
    let edge = false
    while (stack.length) {
      const at = stack.pop()!
      const u = at % GRID
      const v = Math.floor(at / GRID)
      area++
      sumU += u
      sumV += v
      if (u === 0 || v === 0 || u === GRID - 1 || v === GRID - 1) edge = true
      for (const next of [at - 1, at + 1, at - GRID, at + GRID]) {
        if (next < 0 || next >= mask.length || Math.abs((next % GRID) - u) > 1) continue
        if (mask[next] && !seen[next]) {
          seen[next] = 1
          stack.push(next)
        }
      }
    }
    yield { u: sumU / area, v: sumV / area, area, edge }
  }
}

/** Which way a side of a die turned by `angle` faces, against the way to the frame's middle. */
function facing(die: { x: number; y: number; angle: number }, side: number, image: RgbaImage) {
  const [du, dv] = (
    [
      [0, -1],
      [0, 1],
      [-1, 0],
      [1, 0],
    ] as const
  )[side]!
  const ex = du * Math.cos(die.angle) - dv * Math.sin(die.angle)
  const ey = du * Math.sin(die.angle) + dv * Math.cos(die.angle)
  const cx = image.width / 2 - die.x
  const cy = image.height / 2 - die.y
  const away = Math.hypot(cx, cy)
  if (away < 60) return 'near the middle'
  const along = (ex * cx + ey * cy) / away
  return along > 0.7 ? 'toward the middle' : along < -0.7 ? 'away from it' : 'sideways'
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { bar: { type: 'string', multiple: true, default: ['3', '4'] } },
  })
  for (const file of positionals) {
    const bySide = new Map<number, number>()
    const ways = new Map<string, number>()
    const bars = values.bar!.map(Number)
    const outcomes = [Infinity, ...bars].map(() => new Map<string, number>())
    const moved: string[] = []
    for (const line of readFileSync(file, 'utf8').trim().split('\n')) {
      const row = JSON.parse(line) as DumpedPhoto
      const data = new Uint8ClampedArray(readFileSync(`${dirname(file)}/frames/${row.name}.rgba`))
      const image = { width: row.width, height: row.height, data }
      const things = row.found.map((d) => {
        const look = dieLook(image, d.x, d.y, d.size, d.angle)
        const sides = sideBandBlots(image, d, look)
        return { ...d, look, band: Math.max(...sides), side: sides.indexOf(Math.max(...sides)) }
      })
      for (const thing of things) {
        if (!thing.truth || thing.confidence < SURE_CONFIDENCE) continue
        bySide.set(thing.band, (bySide.get(thing.band) ?? 0) + 1)
        if (thing.band >= 3) {
          const way = facing(thing, thing.side, image)
          ways.set(way, (ways.get(way) ?? 0) + 1)
        }
      }
      if (row.dice !== 5 && row.dice !== 6) continue
      const diceCount = row.dice
      const verdicts = [Infinity, ...bars].map((bar, k) => {
        const doubted = things.map((t) =>
          t.band >= bar ? { ...t, confidence: Math.min(t.confidence, SURE_CONFIDENCE / 2) } : t,
        )
        const reading = judge(doubted, row.brightness, { diceCount })
        const verdict = !reading.sure
          ? 'asked'
          : rollKey(reading.dice) === rollKey(row.truth)
            ? 'right'
            : 'silently wrong'
        outcomes[k]!.set(verdict, (outcomes[k]!.get(verdict) ?? 0) + 1)
        return verdict
      })
      verdicts.forEach((verdict, k) => {
        if (verdict !== verdicts[0])
          moved.push(`${row.name} ${verdicts[0]} → ${verdict} (bar ${bars[k - 1]})`)
      })
    }
    const listed = (map: Map<string | number, number>) =>
      [...map]
        .sort(([a], [b]) => String(a).localeCompare(String(b)))
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ')
    console.log(`${file}`)
    console.log(`  sure labelled dice by blots in their busiest side band: ${listed(bySide)}`)
    console.log(`  of them with 3 or more, the band faces: ${listed(ways)}`)
    ;[Infinity, ...bars].forEach((bar, k) =>
      console.log(
        `  rolls, ${bar === Infinity ? 'shipped' : `doubting ${bar}+`}: ${listed(outcomes[k]!)}`,
      ),
    )
    for (const line of moved) console.log(`  ${line}`)
  }
}

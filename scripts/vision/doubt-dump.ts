/**
 * Every thing found on the dev photos, with the labelled die it lands on, as JSON lines: what
 * doubt-gates.ts reads to tell which gate of the judgement (read-dice.ts's judge) asks about a
 * roll, without running the networks again. Dev data only (see docs/research/2026-12-05-vision-doubt.md):
 * Rune55's checking names (prepare.ts's `valid` part, never its held-out `test` names), DiceWatcher's
 * training sittings, and the clutter sets' dev part (made-up rolls, real dice pasted on tables).
 * `nice -n 19 npx tsx scripts/vision/doubt-dump.ts --sets rune55 > /tmp/doubt/rune55.jsonl`
 * `--sets` any of rune55, dicewatcher, damiantab, made-up, clutter (comma-separated); `--count` pictures of each clutter set;
 * `--looks` adds each thing's looks (the reader's chances of "not a die" and faces 1–6, upright and
 * turned), so other ways of combining them can be tried without the networks. Each small die read
 * in brightness carries `again`: its face and confidence through secondLook's windows, and
 * `second`: its face and confidence by the second reader (secondReading).
 */
import { parseArgs } from 'node:util'
import { findDice, looksAt } from '../../src/vision/find-dice'
import { lookAgainAt, readBySecondAt, secondLookable } from '../../src/vision/second-look'
import { toGray } from '../../src/vision/gray'
import { READ_SIZE, SECOND_LOOK_SIZES } from '../../src/vision/settings'
import { decodeWeights } from '../../src/vision/weights-codec'
import { DIE_READER_WEIGHTS } from '../../src/vision/weights.generated'
import { SECOND_READER_WEIGHTS } from '../../src/vision/second-reader-weights.generated'
import { DICE_FINDER_WEIGHTS } from '../../src/vision/detector-weights.generated'
import { detectorSizes } from '../../src/vision/detector'
import type { RgbaImage } from '../../src/vision/types'
import { devPictures } from './dev-pictures'

const { values } = parseArgs({
  options: {
    sets: { type: 'string', default: 'rune55,dicewatcher,made-up' },
    count: { type: 'string', default: '100' },
    data: { type: 'string', default: process.env.VISION_DATA ?? '/work/data/dice/rune55' },
    looks: { type: 'boolean', default: false },
  },
})
const weights = decodeWeights(DIE_READER_WEIGHTS)
const secondWeights = decodeWeights(SECOND_READER_WEIGHTS)
const finder = decodeWeights(DICE_FINDER_WEIGHTS, detectorSizes())

interface Truth {
  face: number
  x: number
  y: number
  size: number
}

/** Reads a picture as the app would (five dice asked, six for a photo of six) and prints it. */
function dump(set: string, name: string, picture: RgbaImage, truth: Truth[], roll: boolean) {
  const diceCount = truth.length === 6 ? 6 : 5
  const { dice, brightness, gray: frameGray } = findDice(picture, weights, finder, diceCount)
  const gray = values.looks ? toGray(picture) : undefined
  const frameSide = Math.max(picture.width, picture.height)
  const lookAgain = lookAgainAt(frameGray, weights)
  const readBySecond = readBySecondAt(frameGray, secondWeights)
  const found = dice.map((die) => {
    // What second-look.ts's secondLook would see of it, window by window (doubt-records.ts's readRecord).
    const again = secondLookable(die, frameSide)
      ? SECOND_LOOK_SIZES.map((share) => lookAgain(die, share))
      : undefined
    const second = die.channel === undefined ? readBySecond(die) : undefined
    const match = truth.find((d) => Math.hypot(d.x - die.x, d.y - die.y) < d.size / 2)
    // The window the reader was shown (find-dice.ts's readWindow), every look of it in brightness
    // (a die with a channel was read in that channel instead).
    const looks = gray && looksAt(gray, die.x, die.y, die.size * READ_SIZE, weights).looks
    return {
      ...die,
      truth: match?.face ?? 0,
      ...(looks && { looks: looks.map((l) => [...l]) }),
      ...(again && { again: again.map(({ face, confidence }) => ({ face, confidence })) }),
      ...(second && { second: { face: second.face, confidence: second.confidence } }),
    }
  })
  // Sides in the pixels of a 640-pixel frame, as the desk photos' sizes are given.
  const to640 = 640 / Math.max(picture.width, picture.height)
  console.log(JSON.stringify({ set, name, diceCount, roll, brightness, to640, truth, found }))
}

for (const { set, name, picture, truth, roll } of devPictures(
  values.sets.split(','),
  Number(values.count),
  values.data,
))
  dump(set, name, picture, truth, roll)

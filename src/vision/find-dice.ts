/**
 * Where the dice are and what each one reads: the finder's finds, each window read by the die
 * reader (in brightness, in the die's own shade, or in colour), one die per place. What the roll
 * is, and how sure, is read-dice.ts's judgement.
 */
import { binSize, FinderPyramid, SIZE_BINS, type Detection } from './detector'
import { dieAngle } from './orientation'
import { dieLook } from './die-look'
import { channelPatch, dieShade, faceSamples, type Channel } from './die-shade'
import { cropSquare, normalise, toGray } from './gray'
import { CROP_SIZE, CROP_SPAN, forward, softmax, type Weights } from './net'
import {
  DIE_CHANCE,
  READ_TURNS,
  FINDER_LIMIT,
  FINDER_THRESHOLD,
  READ_SIZE,
  SHADE_LIKENESS,
  WORKING_SIDE,
} from './settings'
import type { DieReading, GrayImage, RgbaImage } from './types'
import { clearInLooks, medianSize, SIZE_SPREAD, type FoundDie } from './read-dice'

/** A window read, before what it looks like is taken. */
type WindowRead = Omit<FoundDie, 'look'>

function meanOf(image: GrayImage): number {
  const { data } = image
  let sum = 0
  for (let i = 0; i < data.length; i++) sum += data[i]!
  return sum / data.length
}

/** Halves (or more) a brightness picture by whole factors until its long side fits `maxSide`. */
function shrink(image: GrayImage, maxSide: number): GrayImage {
  const factor = Math.max(1, Math.ceil(Math.max(image.width, image.height) / maxSide))
  if (factor === 1) return image
  if (factor === 2) return halve(image)
  const width = Math.floor(image.width / factor)
  const height = Math.floor(image.height / factor)
  const out = new Float32Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * image.width + x * factor
        for (let dx = 0; dx < factor; dx++) sum += image.data[row + dx]!
      }
      out[y * width + x] = sum / (factor * factor)
    }
  }
  return { width, height, data: out }
}

/** shrink by 2, the camera's case, written out: the same sums in the same order, far quicker. */
function halve(image: GrayImage): GrayImage {
  const width = Math.floor(image.width / 2)
  const height = Math.floor(image.height / 2)
  const { data } = image
  const out = new Float32Array(width * height)
  for (let y = 0; y < height; y++) {
    let top = 2 * y * image.width
    let bottom = top + image.width
    const row = y * width
    for (let x = 0; x < width; x++, top += 2, bottom += 2) {
      out[row + x] = (data[top]! + data[top + 1]! + data[bottom]! + data[bottom + 1]!) / 4
    }
  }
  return { width, height, data: out }
}

/**
 * Every die in the picture, each read by the die reader. With `diceCount` the finder's finest
 * level (half its work) runs only when the coarser levels leave room for dice that small: too few
 * dice found, or dice small enough that a die of the finest level's size could be one of the set.
 * Without it every level runs.
 */
export function findDice(
  image: RgbaImage,
  weights: Weights,
  finder: Weights,
  diceCount?: number,
): { dice: FoundDie[]; brightness: number; gray: GrayImage } {
  const gray = toGray(image)
  const small = shrink(gray, WORKING_SIDE)
  const scale = gray.width / small.width
  const pyramid = new FinderPyramid(small, finder)
  // Each place is read once, though the finest level's turn asks for the coarse places again.
  const reads = new Map<string, WindowRead | undefined>()
  const read = (find: Detection) => {
    const key = `${find.x} ${find.y} ${find.size}`
    if (!reads.has(key)) reads.set(key, readWindow(image, gray, find, scale, weights))
    return reads.get(key)
  }
  const readFrom = (finest: number) =>
    oneWindowPerDie(
      pyramid
        .detect(FINDER_THRESHOLD, FINDER_LIMIT, finest, (find) => read(find) !== undefined)
        .map((find) => read(find)!),
    )
  let dice = diceCount === undefined ? [] : readFrom(1)
  if (diceCount === undefined || needsFinestLevel(dice, diceCount, scale)) dice = readFrom(0)
  // Looked at only once each place holds one thing: on a table of clutter most windows do not.
  const looked = dice.map((die) => ({
    ...die,
    look: dieLook(image, die.x, die.y, die.size, die.angle, die.channel),
  }))
  return { dice: looked, brightness: meanOf(small), gray }
}

/** The largest die the finest level answers to, with the size spread a set of dice may have. */
const FINEST_REACH = binSize(SIZE_BINS - 1) * SIZE_SPREAD

function needsFinestLevel(dice: WindowRead[], diceCount: number, scale: number): boolean {
  if (dice.length < diceCount) return true
  return medianSize(dice) < FINEST_REACH * scale
}

/**
 * One window read: the die it shows, or nothing when the reader sees no die there. A die whose
 * brightness follows its own shade poorly (die-shade.ts: red pips on a black die) is read in that
 * shade instead, its upright look in brightness only telling that a die is there: so such a die
 * costs five looks, not the eight of reading it in brightness and again in its shade. A die read
 * in brightness but not clear is read again in the one of red, green and blue its face varies most
 * in (dieShade's liveliest), and that reading is kept if clear there: a small dark die's red pips are
 * faint in brightness, yet its shade follows brightness, the pips being too few of its samples.
 */
function readWindow(
  image: RgbaImage,
  gray: GrayImage,
  find: Detection,
  scale: number,
  weights: Weights,
): WindowRead | undefined {
  const x = find.x * scale
  const y = find.y * scale
  const size = find.size * scale
  const side = size * READ_SIZE
  const { angle, view } = viewer(gray, x, y, side, weights)
  const upright = view(0)
  if (1 - upright[0]! < DIE_CHANCE) return undefined
  const shade = dieShade(faceSamples(image, x, y, size, angle))
  // Past the corners of the reader's square at any turn, with pixels to spare for sampling.
  const reach = side * CROP_SPAN * 0.75 + 2
  const readIn = (channel: Channel) => {
    const { patch, left, top } = channelPatch(image, channel, x, y, reach)
    return lookAt(patch, x - left, y - top, side, weights)
  }
  if (shade.likeBrightness < SHADE_LIKENESS) {
    const inShade = readIn(shade.channel)
    if (inShade.face !== 0) {
      return { ...inShade, face: inShade.face, x, y, size, channel: shade.channel }
    }
  }
  const seen = combineLooks([upright, ...READ_TURNS.map(view)])
  if (seen.face === 0) return undefined
  const brightRead = { ...seen, face: seen.face, angle, x, y, size }
  const frameSide = Math.max(image.width, image.height)
  if (clearInLooks(brightRead, frameSide)) return brightRead
  const channel = shade.liveliest
  const inColour = readIn(channel)
  if (inColour.face === 0) return brightRead
  const colourRead = { ...inColour, face: inColour.face, x, y, size, channel }
  return clearInLooks(colourRead, frameSide) ? colourRead : brightRead
}

/**
 * What the reader makes of the window of side `side` centred on (x, y), cut upright (`angle`):
 * the face (0: not a die), how sure of it (combineLooks) and the chance of a die.
 * `turns` are the extra looks (READ_TURNS; scripts/vision/diagnose.ts tries fewer).
 */
export function lookAt(
  gray: GrayImage,
  x: number,
  y: number,
  side: number,
  weights: Weights,
  turns: readonly number[] = READ_TURNS,
): ReturnType<typeof combineLooks> & { angle: number } {
  const { looks, angle } = looksAt(gray, x, y, side, weights, turns, true)
  return { ...combineLooks(looks), angle }
}

/**
 * The reader's chances of "not a die" and the faces 1–6 for the window, one set a look: upright,
 * then turned by each of `turns`. With `stopAtNoDie`, a first look that sees no die is the only one.
 */
export function looksAt(
  gray: GrayImage,
  x: number,
  y: number,
  side: number,
  weights: Weights,
  turns: readonly number[] = READ_TURNS,
  stopAtNoDie = false,
): { looks: Float32Array[]; angle: number } {
  const { angle, view } = viewer(gray, x, y, side, weights)
  const first = view(0)
  if (stopAtNoDie && 1 - first[0]! < DIE_CHANCE) return { looks: [first], angle }
  return { looks: [first, ...turns.map((turn) => view(turn))], angle }
}

/** The window's turn (dieAngle) and the reader's look at it turned a further `turn`. */
function viewer(gray: GrayImage, x: number, y: number, side: number, weights: Weights) {
  const angle = dieAngle(gray, x, y, side)
  const view = (turn: number) =>
    softmax(
      forward(
        normalise(cropSquare(gray, x, y, side * CROP_SPAN, CROP_SIZE, angle + turn)),
        weights,
      ),
    )
  return { angle, view }
}

/**
 * One reading from a window's looks: the face the looks favour together, and its confidence, the
 * least any look gives it (a die is the same die a quarter turn on: each look must read the face,
 * the surer the less); `agreed`, the least but one (what all looks but one give it). Face 0 when
 * the looks together see no die.
 */
export function combineLooks(looks: readonly Float32Array[]): {
  face: 0 | DieReading['face']
  confidence: number
  agreed: number
  dieChance: number
} {
  const mean = looks[0]!.map(
    (_, c) => looks.reduce((sum, look) => sum + look[c]!, 0) / looks.length,
  )
  const dieChance = 1 - mean[0]!
  if (dieChance < DIE_CHANCE) return { face: 0, confidence: mean[0]!, agreed: mean[0]!, dieChance }
  let face = 1
  for (let f = 2; f <= 6; f++) if (mean[f]! > mean[face]!) face = f
  const chances = looks.map((look) => look[face]!).sort((a, b) => a - b)
  const confidence = chances[0]!
  const agreed = chances[1] ?? confidence
  return { face: face as DieReading['face'], confidence, agreed, dieChance }
}

/** One die seen through two windows: keep the window surest it is a die. */
function oneWindowPerDie(seen: WindowRead[]): WindowRead[] {
  const sorted = [...seen].sort((a, b) => b.dieChance - a.dieChance)
  const dice: WindowRead[] = []
  for (const die of sorted) {
    const twin = dice.some(
      (kept) => Math.hypot(kept.x - die.x, kept.y - die.y) < 0.6 * Math.max(kept.size, die.size),
    )
    if (!twin) dice.push(die)
  }
  return dice
}

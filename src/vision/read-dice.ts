import { binSize, FinderPyramid, SIZE_BINS, type Detection } from './detector'
import { dieAngle } from './orientation'
import { dieLook, type DieLook } from './die-look'
import { channelPatch, dieShade, faceSamples, type Channel } from './die-shade'
import { anchorsOf, chooseSet, dieEvidence, strayFrom, type SetChoice } from './set'
import { cropSquare, normalise, toGray } from './gray'
import { CROP_SIZE, CROP_SPAN, forward, softmax, type Weights } from './net'
import {
  ALONE_EVIDENCE,
  STRAY_LIMIT,
  DIE_CHANCE,
  READ_TURNS,
  FINDER_LIMIT,
  FINDER_THRESHOLD,
  PIP_CHECKED_CONFIDENCE,
  READ_SIZE,
  SHORT_STRAY_LIMIT,
  SHADE_LIKENESS,
  SMALL_AGREED_CONFIDENCE,
  SMALL_DIE_SIDE,
  SMALL_SURE_CONFIDENCE,
  SURE_CONFIDENCE,
  TOO_DARK,
  WORKING_SIDE,
} from './settings'
import type {
  DiceReading,
  DieReading,
  DoubtReason,
  GrayImage,
  Place,
  ReadOptions,
  RgbaImage,
} from './types'

/** Dice of one set are one size: a "die" this much larger or smaller than the rest is something else. */
export const SIZE_SPREAD = 1.6

/** The dice of another size than the set's middle one: SIZE_SPREAD times larger or smaller. */
export function oddSized<T extends { size: number }>(dice: readonly T[]): T[] {
  const median = medianSize(dice)
  return dice.filter((d) => d.size < median / SIZE_SPREAD || d.size > median * SIZE_SPREAD)
}

/** A die as found, before the judgement: with how sure the reader is that it is a die at all. */
export interface FoundDie extends DieReading {
  dieChance: number
  /** The chance of its face that every look but one gives (combineLooks): see clearlyRead. */
  agreed: number
  /** The die's turn, as it was cut for the reader. */
  angle: number
  look: DieLook
  /** The shade it was read in, when not brightness (die-shade.ts). */
  channel?: Channel
  /** Read again at SECOND_LOOK_SIZES to the same face, at its sure bar (secondLook). */
  confirmed?: boolean
}

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
 * costs five looks, not the eight of reading it in brightness and again in its shade.
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
  if (shade.likeBrightness < SHADE_LIKENESS) {
    // Past the corners of the reader's square at any turn, with pixels to spare for sampling.
    const reach = side * CROP_SPAN * 0.75 + 2
    const { patch, left, top } = channelPatch(image, shade.channel, x, y, reach)
    const inShade = lookAt(patch, x - left, y - top, side, weights)
    if (inShade.face !== 0) {
      return { ...inShade, face: inShade.face, x, y, size, channel: shade.channel }
    }
  }
  const seen = combineLooks([upright, ...READ_TURNS.map(view)])
  if (seen.face === 0) return undefined
  return { ...seen, face: seen.face, angle, x, y, size }
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

function medianSize(dice: readonly { size: number }[]): number {
  const sizes = dice.map((d) => d.size).sort((a, b) => a - b)
  return sizes[Math.floor(sizes.length / 2)]!
}

/** The frame the sure bar's die sides are given in (settings.ts's SMALL_DIE_SIDE): 640 pixels long. */
export const BAR_FRAME_SIDE = 640

/**
 * How sure a die's face must be read for the roll to fill in without asking: SURE_CONFIDENCE, or
 * SMALL_SURE_CONFIDENCE for a die under SMALL_DIE_SIDE in a 640-pixel frame (`frameSide`: the
 * frame's long side) but one read as 4. On the dev data small dice were never read wrong that
 * sure; large ones were. A 4 is a 5 that lost its centre pip: the surest wrong reads of small dice
 * are 5s read as 4 (settings.ts).
 */
export function sureBar(
  die: Pick<DieReading, 'face' | 'size'>,
  frameSide = BAR_FRAME_SIDE,
): number {
  return die.face !== 4 && (die.size * BAR_FRAME_SIDE) / frameSide < SMALL_DIE_SIDE
    ? SMALL_SURE_CONFIDENCE
    : SURE_CONFIDENCE
}

/**
 * Whether a die's face is read sure enough to fill in without asking: every look reads it at its
 * sureBar, or it is pipChecked, or it is small and every look but one reads it
 * SMALL_AGREED_CONFIDENCE sure (a small die's pips are too few pixels to count).
 */
export function clearlyRead(die: FoundDie, frameSide = BAR_FRAME_SIDE): boolean {
  const bar = sureBar(die, frameSide)
  return (
    die.confirmed === true ||
    die.confidence >= bar ||
    pipChecked(die) ||
    (bar < SURE_CONFIDENCE && die.agreed >= SMALL_AGREED_CONFIDENCE)
  )
}

/**
 * Its pip-shaped spots count its face, of two or more (one spot is what any dot shows), and every
 * look but one reads it PIP_CHECKED_CONFIDENCE sure: one look cut with a side face in view may
 * dissent, and the pip count is a second, separate reading of the face.
 */
export const pipChecked = (die: FoundDie) =>
  die.face >= 2 && die.look.pips === die.face && die.agreed >= PIP_CHECKED_CONFIDENCE

/**
 * Things as plainly dice as a full set's, of its size, left out of it: more dice in view than the
 * roll has, and which are the roll the picture cannot say. judge shows and doubts them, as with two
 * sets about as likely, so a tap can drop one. Not a 1: one spot is what any dot shows.
 */
export function plainDiceLeftOut(
  things: readonly FoundDie[],
  setDice: readonly FoundDie[],
  diceCount: number,
  frameSide = BAR_FRAME_SIDE,
): FoundDie[] {
  if (setDice.length !== diceCount) return []
  const joins = couldJoin(setDice, frameSide)
  return things.filter((thing) => joins(thing) && dieEvidence(thing) >= ALONE_EVIDENCE)
}

/**
 * Whether a thing left out of a set reads as plainly as a die of it: of face 2 or more (one spot
 * is what any dot shows), read clearly, of the set's size.
 */
const couldJoin =
  <T extends FoundDie>(setDice: readonly T[], frameSide: number) =>
  (thing: T) =>
    !setDice.includes(thing) &&
    thing.face > 1 &&
    clearlyRead(thing, frameSide) &&
    oddSized([...setDice, thing]).length === 0

/**
 * A set one die short takes in the thing left out that can only be its last die: the one thing
 * left out that couldJoin it and `fits` (judge: die-like by ALONE_EVIDENCE and straying from the
 * anchors by at most SHORT_STRAY_LIMIT, as light falls off across a table and the die in shadow
 * strays in brightness). With two such things, or none, none.
 */
export function lastDieOf<T extends FoundDie>(
  setDice: readonly T[],
  kept: readonly T[],
  diceCount: number,
  frameSide: number,
  fits: (thing: T) => boolean,
): T | undefined {
  if (setDice.length !== diceCount - 1) return undefined
  const joins = couldJoin(setDice, frameSide)
  const candidates = kept.filter((thing) => joins(thing) && fits(thing))
  return candidates.length === 1 ? candidates[0] : undefined
}

/**
 * The set with its last die (lastDieOf), when it has anchors and is one die short. `fits`: judge's
 * test, or a diagnosis script's rebuilt one.
 */
export function withLastDie<T extends FoundDie, C extends { dice: T[] }>(
  choice: C,
  kept: readonly T[],
  anchors: readonly T[],
  diceCount: number,
  frameSide: number,
  fits = (thing: T) =>
    dieEvidence(thing) >= ALONE_EVIDENCE && strayFrom(anchors, thing) <= SHORT_STRAY_LIMIT,
): C {
  const last = anchors.length ? lastDieOf(choice.dice, kept, diceCount, frameSide, fits) : undefined
  return last ? { ...choice, dice: [...choice.dice, last] } : choice
}

/**
 * Decides which things found are the roll's dice, whether they are the roll, and if not, why.
 * `frameSide`: the long side of the picture the dice were found in, for the sure bar.
 */
export function judge(
  found: FoundDie[],
  brightness: number,
  options: ReadOptions,
  frameSide = BAR_FRAME_SIDE,
): DiceReading {
  const kept = found.filter((thing) => !options.ignore?.some((place) => covers(place, thing)))
  const taken = kept.filter((thing) => options.taken?.some((place) => covers(place, thing)))
  // A roll needs a die that is surely one, or that the player said is one; the rest join it
  // only if die-like and like it.
  const anchors = [...taken, ...anchorsOf(kept).filter((thing) => !taken.includes(thing))]
  const alone = anchors.length
    ? kept.filter(
        (thing) =>
          anchors.includes(thing) ||
          (dieEvidence(thing) >= ALONE_EVIDENCE && strayFrom(anchors, thing) <= STRAY_LIMIT),
      )
    : []
  const choice = withLastDie(
    chooseSetWith(taken, alone, options.diceCount),
    kept,
    anchors,
    options.diceCount,
    frameSide,
  )
  const leftOut = plainDiceLeftOut(kept, choice.dice, options.diceCount, frameSide)
  const doubted = new Set([...choice.undecided, ...leftOut])
  const inView = [...choice.dice, ...[...doubted].filter((thing) => !choice.dice.includes(thing))]
  const read = (thing: FoundDie, isDoubted: boolean) =>
    reading(thing, isDoubted, clearlyRead(thing, frameSide))
  const dice = inView.map((thing) => read(thing, doubted.has(thing))).sort(leftToRight)
  const others = kept
    .filter((thing) => !inView.includes(thing))
    .map((thing) => read(thing, false))
    .sort(leftToRight)
  const doubt = doubted.size ? 'extra' : doubtOf(dice, options)
  if (!doubt) return { dice, others, sure: true }
  // In the dark every reason to doubt comes down to the light.
  if (brightness < TOO_DARK) return { dice, others, sure: false, doubt: 'dark' }
  if (doubt === 'unclear') {
    return { dice: markUnsure(dice, (die) => die.clear === true), others, sure: false, doubt }
  }
  return { dice, others, sure: false, doubt }
}

/**
 * The likeliest set of `count` among `things` (chooseSet) that holds every thing `taken` (the
 * player said each is a die): the rest of the set is chosen among the others.
 */
function chooseSetWith<T extends FoundDie>(
  taken: readonly T[],
  things: readonly T[],
  count: number,
): SetChoice<T> {
  if (taken.length === 0) return chooseSet(things, count)
  const rest = things.filter((thing) => !taken.includes(thing))
  if (taken.length >= count) return { dice: [...taken], others: rest, undecided: [] }
  const choice = chooseSet(rest, count - taken.length)
  return { ...choice, dice: [...taken, ...choice.dice] }
}

/** At most this many dice are named as doubted: with more, the whole picture is unclear. */
export const NAMED_DOUBTS = 2

/** Whether a die's face clears its sure bar by its confidence alone (a 640-pixel frame). */
const clearsBar = (die: DieReading) => die.confidence >= sureBar(die)

/**
 * A set of as many dice as asked, not sure: the dice that keep it from being sure (not `isClear`:
 * judge's clearlyRead; or of another size than the rest), marked `doubted`, so the camera can
 * point at them and the player fix the face or drop the thing, rather than move the phone until
 * every die is clear.
 */
export function markUnsure(
  dice: DieReading[],
  isClear: (die: DieReading) => boolean = clearsBar,
): DieReading[] {
  const odd = oddSized(dice)
  const unsure = dice.filter((d) => !isClear(d) || odd.includes(d))
  if (unsure.length > NAMED_DOUBTS) return dice
  return dice.map((d) => (unsure.includes(d) ? { ...d, doubted: true } : d))
}

const leftToRight = (a: DieReading, b: DieReading) => a.x - b.x || a.y - b.y

function reading(thing: FoundDie, doubted: boolean, clear: boolean): DieReading {
  const { face, confidence, x, y, size } = thing
  return { face, confidence, x, y, size, ...(clear && { clear }), ...(doubted && { doubted }) }
}

/** Whether a thing found lies on a place (its centre within half the larger side). */
function covers(place: Place, thing: FoundDie): boolean {
  return Math.hypot(place.x - thing.x, place.y - thing.y) < Math.max(place.size, thing.size) / 2
}

function doubtOf(dice: DieReading[], options: ReadOptions): DoubtReason | undefined {
  if (dice.length !== options.diceCount) return 'count'
  if (oddSized(dice).length || dice.some((d) => !d.clear)) return 'unclear'
  return undefined
}

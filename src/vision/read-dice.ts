import type { DieLook } from './die-look'
import type { Channel } from './die-shade'
import { anchorsOf, chooseSet, dieEvidence, strayFrom, type SetChoice } from './set'
import {
  ALONE_EVIDENCE,
  STRAY_LIMIT,
  PIP_CHECKED_CONFIDENCE,
  SHORT_STRAY_LIMIT,
  SMALL_AGREED_CONFIDENCE,
  SMALL_DIE_SIDE,
  SMALL_SURE_CONFIDENCE,
  SURE_CONFIDENCE,
  TOO_DARK,
} from './settings'
import type { DiceReading, DieReading, DoubtReason, Place, ReadOptions } from './types'

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
  /** The channel it was read in, when not brightness: its own shade, or a colour (die-shade.ts). */
  channel?: Channel
  /** Read again to the same face: at SECOND_LOOK_SIZES (secondLook), or by the second reader (secondReading). */
  confirmed?: boolean
  /** Read as the same face, surely, by the second reader when nothing anchored the roll (vouchedFor): it may anchor. */
  vouched?: boolean
}

export function medianSize(dice: readonly { size: number }[]): number {
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
  return die.confirmed === true || pipChecked(die) || clearInLooks(die, frameSide)
}

/** clearlyRead by the reader's looks alone: every one at its sureBar, or a small die's all but one. */
export function clearInLooks(
  die: Pick<FoundDie, 'face' | 'size' | 'confidence' | 'agreed'>,
  frameSide: number,
): boolean {
  const bar = sureBar(die, frameSide)
  return die.confidence >= bar || (bar < SURE_CONFIDENCE && die.agreed >= SMALL_AGREED_CONFIDENCE)
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

/** The things found but those on a place the player said is no die (`ignore`). */
export const keptOf = <T extends FoundDie>(found: readonly T[], options: ReadOptions): T[] =>
  found.filter((thing) => !options.ignore?.some((place) => covers(place, thing)))

/** The things kept on a place the player said is a die (`taken`): judge's first anchors. */
export const takenOf = <T extends FoundDie>(kept: readonly T[], options: ReadOptions): T[] =>
  kept.filter((thing) => options.taken?.some((place) => covers(place, thing)))

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
  const kept = keptOf(found, options)
  const taken = takenOf(kept, options)
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

/**
 * A second reader's word on the plainest things when nothing anchors a roll, a second look at the
 * small dice that alone keep a reading from being sure, the second reader's word on the dice still
 * unclear, and the camera's reading with all three (judgeWithSecondLook: what readDice runs).
 */
import {
  BAR_FRAME_SIDE,
  judge,
  keptOf,
  NAMED_DOUBTS,
  sureBar,
  takenOf,
  type FoundDie,
} from './read-dice'
import { anchorsOf, dieEvidence, looksPlain } from './set'
import { lookAt } from './find-dice'
import {
  READ_SIZE,
  SECOND_LOOK_SIZES,
  SURE_CONFIDENCE,
  VOUCH_CONFIDENCE,
  VOUCH_LIMIT,
} from './settings'
import type { Weights } from './net'
import type { DiceReading, GrayImage, ReadOptions } from './types'

/** A found die read again through a window of `share` of its side: the face and how sure. */
export type LookAgain = (die: FoundDie, share: number) => { face: number; confidence: number }

/** A found die read by the second reader through the window the first was shown: the face and how sure. */
export type ReadBySecond = (die: FoundDie) => { face: number; confidence: number }

/**
 * vouchedFor, the judgement, then secondLook, then secondReading, each of the last two followed by
 * the judgement again when a die was confirmed: the camera's reading of the things found.
 * `lookAgain` reads a die through another window, `readBySecond` by the second reader (the app:
 * lookAt on the frame; the diagnosis scripts: the readings they stored). Without `readBySecond` (the first reader alone, as a
 * diagnosis or a test compares), no second reader is asked.
 */
export function judgeWithSecondLook(
  found: FoundDie[],
  brightness: number,
  options: ReadOptions,
  frameSide: number,
  lookAgain: LookAgain,
  readBySecond?: ReadBySecond,
): DiceReading {
  const second = readBySecond && remembered(readBySecond)
  const start = (second && vouchedFor(found, options, second)) || found
  const first = judge(start, brightness, options, frameSide)
  const looked = secondLook(start, first, lookAgain, frameSide)
  const reading = looked ? judge(looked, brightness, options, frameSide) : first
  const read = second && secondReading(looked ?? start, reading, second, frameSide)
  return read ? judge(read, brightness, options, frameSide) : reading
}

/**
 * readBySecond that reads each place once: a die vouched for and then still unclear would be read
 * again through the same window (the things are copied as they are marked, so by place).
 */
function remembered(readBySecond: ReadBySecond): ReadBySecond {
  const readings = new Map<string, ReturnType<ReadBySecond>>()
  return (die) => {
    const place = `${die.x} ${die.y} ${die.size}`
    const known = readings.get(place)
    if (known) return known
    const reading = readBySecond(die)
    readings.set(place, reading)
    return reading
  }
}

/**
 * The found things behind an 'unclear' reading's dice not read clearly, marked `confirmed` where
 * `confirms` says so: none when the reading is not unclear, more than NAMED_DOUBTS dice are, or
 * one may not be `asked`. The things found again, or undefined when no die was confirmed.
 */
function confirmUnclear(
  found: readonly FoundDie[],
  reading: DiceReading,
  asked: (die: FoundDie) => boolean,
  confirms: (die: FoundDie) => boolean,
): FoundDie[] | undefined {
  if (reading.sure || reading.doubt !== 'unclear') return undefined
  const unclear = reading.dice.flatMap((die) =>
    die.clear ? [] : found.filter((thing) => thing.x === die.x && thing.y === die.y),
  )
  if (unclear.length > NAMED_DOUBTS || !unclear.every(asked)) return undefined
  return withMarked(found, unclear.filter(confirms), 'confirmed')
}

/** The things found, with the `marked` ones marked `mark`; undefined when there are none. */
const withMarked = (
  found: readonly FoundDie[],
  marked: readonly FoundDie[],
  mark: 'confirmed' | 'vouched',
) =>
  marked.length === 0
    ? undefined
    : found.map((thing) => (marked.includes(thing) ? { ...thing, [mark]: true } : thing))

/**
 * The second reader's word when no thing found anchors the roll (set.ts's anchorsOf) and the
 * player has named no die: of the things that look plainly like dice (looksPlain), read in
 * brightness, the VOUCH_LIMIT likeliest dice are read by the second reader, and one it reads as
 * the same face at VOUCH_CONFIDENCE is `vouched`, and anchors. Two readers trained apart agreeing
 * that surely is evidence the first reader's odds and the die's outline alone may not give: white
 * dice of 40–70 px read clearly and right rarely reach ANCHOR_EVIDENCE
 * (docs/research/2026-12-06-vision-group-anchor.md). The things found again, or undefined when
 * none was vouched for.
 */
export function vouchedFor(
  found: readonly FoundDie[],
  options: ReadOptions,
  readBySecond: ReadBySecond,
): FoundDie[] | undefined {
  const kept = keptOf(found, options)
  if (takenOf(kept, options).length || anchorsOf(kept).length) return undefined
  const vouched = kept
    .filter((thing) => thing.channel === undefined && looksPlain(thing))
    .sort((a, b) => dieEvidence(b) - dieEvidence(a))
    .slice(0, VOUCH_LIMIT)
    .filter((thing) => {
      const second = readBySecond(thing)
      return second.face === thing.face && second.confidence >= VOUCH_CONFIDENCE
    })
  return withMarked(found, vouched, 'vouched')
}

/**
 * The second reader's word on the dice that alone keep a reading from being sure: read 'unclear',
 * at most NAMED_DOUBTS of them, each read in brightness. The second reader is the same network
 * trained from a fresh start, on more photos than the first (DiceWatcher's and Roboflow's beside
 * Rune55's), so the two rarely misread a die alike; a die it reads as the same face at the first
 * reader's sure bar for it (sureBar) in every look is `confirmed`. The things found again, for
 * judge, or undefined when no die was confirmed (or none could be).
 *
 * The bars are the first reader's, and the dev data bears them out for the second
 * (docs/research/2026-12-06-vision-second-reader.md): at 0.95 it confirms one large Rune55 die
 * read wrong by both readers and fills in that roll wrong, at 0.975 none; of the 301 small
 * unclear dev dice (120 read wrong) it reads none of the wrong ones as the same face above 0.69,
 * and at 0.9 it confirms 21 read right, against 2 at 0.975.
 */
export function secondReading(
  found: readonly FoundDie[],
  reading: DiceReading,
  readBySecond: ReadBySecond,
  frameSide = BAR_FRAME_SIDE,
): FoundDie[] | undefined {
  return confirmUnclear(
    found,
    reading,
    (die) => die.channel === undefined,
    (die) => {
      const second = readBySecond(die)
      return second.face === die.face && second.confidence >= sureBar(die, frameSide)
    },
  )
}

/**
 * A second look at the dice that alone keep a reading from being sure: read 'unclear', at most
 * NAMED_DOUBTS of them, each small (its sureBar under SURE_CONFIDENCE) and read in brightness.
 * Each is read again through windows of SECOND_LOOK_SIZES of its side; one that every window
 * reads as the same face, one of them at its sure bar, is `confirmed`. The things found again,
 * for judge, or undefined when no die was confirmed (or none could be). Only small dice: a large
 * die confirmed so on the dev data let through sets with a thing that was no die.
 */
export function secondLook(
  found: readonly FoundDie[],
  reading: DiceReading,
  lookAgain: LookAgain,
  frameSide = BAR_FRAME_SIDE,
): FoundDie[] | undefined {
  return confirmUnclear(
    found,
    reading,
    (die) => secondLookable(die, frameSide),
    (die) => {
      const looks = SECOND_LOOK_SIZES.map((share) => lookAgain(die, share))
      return (
        looks.every((look) => look.face === die.face) &&
        Math.max(...looks.map((look) => look.confidence)) >= sureBar(die, frameSide)
      )
    },
  )
}

/** Whether secondLook may look at a die again: small (its sureBar under SURE_CONFIDENCE), read in brightness. */
export const secondLookable = (die: FoundDie, frameSide = BAR_FRAME_SIDE) =>
  sureBar(die, frameSide) < SURE_CONFIDENCE && die.channel === undefined

/** lookAt as secondLook's LookAgain, on the frame's brightness. */
export const lookAgainAt =
  (gray: GrayImage, weights: Weights): LookAgain =>
  (die, share) =>
    lookAt(gray, die.x, die.y, die.size * share, weights)

/** lookAt as secondReading's ReadBySecond: the second reader on the first one's window. */
export const readBySecondAt =
  (gray: GrayImage, second: Weights): ReadBySecond =>
  (die) =>
    lookAt(gray, die.x, die.y, die.size * READ_SIZE, second)

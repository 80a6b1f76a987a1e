/**
 * A second look at the small dice that alone keep a reading from being sure, and the camera's
 * reading with it (judgeWithSecondLook: what readDice runs).
 */
import { BAR_FRAME_SIDE, judge, NAMED_DOUBTS, sureBar, type FoundDie } from './read-dice'
import { lookAt } from './find-dice'
import { SECOND_LOOK_SIZES, SURE_CONFIDENCE } from './settings'
import type { Weights } from './net'
import type { DiceReading, GrayImage, ReadOptions } from './types'

/** A found die read again through a window of `share` of its side: the face and how sure. */
export type LookAgain = (die: FoundDie, share: number) => { face: number; confidence: number }

/**
 * The judgement, then secondLook, then the judgement again when a die was confirmed: the camera's
 * reading of the things found. `lookAgain` reads a die through another window (the app: lookAt on
 * the frame; the diagnosis scripts: the looks they stored).
 */
export function judgeWithSecondLook(
  found: FoundDie[],
  brightness: number,
  options: ReadOptions,
  frameSide: number,
  lookAgain: LookAgain,
): DiceReading {
  const reading = judge(found, brightness, options, frameSide)
  const looked = secondLook(found, reading, lookAgain, frameSide)
  return looked ? judge(looked, brightness, options, frameSide) : reading
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
  if (reading.sure || reading.doubt !== 'unclear') return undefined
  const unclear = reading.dice.flatMap((die) =>
    die.clear ? [] : found.filter((thing) => thing.x === die.x && thing.y === die.y),
  )
  const lookable = (die: FoundDie) => secondLookable(die, frameSide)
  if (unclear.length === 0 || unclear.length > NAMED_DOUBTS || !unclear.every(lookable)) {
    return undefined
  }
  const confirmed = unclear.filter((die) => {
    const looks = SECOND_LOOK_SIZES.map((share) => lookAgain(die, share))
    return (
      looks.every((look) => look.face === die.face) &&
      Math.max(...looks.map((look) => look.confidence)) >= sureBar(die, frameSide)
    )
  })
  if (confirmed.length === 0) return undefined
  return found.map((thing) => (confirmed.includes(thing) ? { ...thing, confirmed: true } : thing))
}

/** Whether secondLook may look at a die again: small (its sureBar under SURE_CONFIDENCE), read in brightness. */
export const secondLookable = (die: FoundDie, frameSide = BAR_FRAME_SIDE) =>
  sureBar(die, frameSide) < SURE_CONFIDENCE && die.channel === undefined

/** lookAt as secondLook's LookAgain, on the frame's brightness. */
export const lookAgainAt =
  (gray: GrayImage, weights: Weights): LookAgain =>
  (die, share) =>
    lookAt(gray, die.x, die.y, die.size * share, weights)

/**
 * doubt-dump.ts's JSON lines, read back for doubt-gates.ts and doubt-anchor.ts: one line a picture,
 * every thing found in it with the labelled face it lands on (0: no labelled die).
 */
import { readFileSync } from 'node:fs'
import {
  clearlyRead,
  judge,
  oddSized,
  plainDiceLeftOut,
  type FoundDie,
} from '../../src/vision/read-dice'
import { judgeWithSecondLook } from '../../src/vision/second-look'
import { SECOND_LOOK_SIZES, TOO_DARK } from '../../src/vision/settings'

export interface FoundThing extends FoundDie {
  truth: number
  /** With doubt-dump.ts --looks: the reader's chances of "not a die" and faces 1–6, look by look. */
  looks?: number[][]
  /** A small die read in brightness: its face and confidence through each of SECOND_LOOK_SIZES. */
  again?: { face: number; confidence: number }[]
  /** Read in brightness: its face and confidence by the second reader. */
  second?: { face: number; confidence: number }
}

export interface DoubtRecord {
  set: string
  name: string
  diceCount: 5 | 6
  roll: boolean
  brightness: number
  /** From the picture's pixels to a 640-pixel frame's. */
  to640: number
  truth: { face: number; x: number; y: number; size: number }[]
  found: FoundThing[]
}

/** Every record of the files named on the command line. */
export function readDoubtRecords(args = process.argv.slice(2)): DoubtRecord[] {
  return args
    .filter((a) => a !== '--')
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as DoubtRecord),
    )
}

/** The long side of the frame a record's dice were found in, for the sure bar. */
export const frameSideOf = (r: DoubtRecord) => 640 / r.to640

/** The app's judgement of a record, in good light (the diagnosis asks which gate, not the light). */
export const judgeRecord = (r: DoubtRecord) =>
  judge(r.found, Math.max(r.brightness, TOO_DARK), { diceCount: r.diceCount }, frameSideOf(r))

/**
 * The camera's own reading of a record, in good light: judgeRecord, then second-look.ts's second
 * look and second reader from what doubt-dump.ts stored (`again`, `second`), as readDice does.
 * Dumps older than those read as if no die could be confirmed.
 */
export const readRecord = (r: DoubtRecord) =>
  judgeWithSecondLook(
    r.found,
    Math.max(r.brightness, TOO_DARK),
    { diceCount: r.diceCount },
    frameSideOf(r),
    (die, share) =>
      (die as FoundThing).again?.[SECOND_LOOK_SIZES.indexOf(share)] ?? { face: 0, confidence: 0 },
    (die) => (die as FoundThing).second ?? { face: 0, confidence: 0 },
  )

/**
 * The gate of judge's chain that asks about a set chosen from a record's things, in good light:
 * two sets alike or a plain die left out ('extra'), too few dice ('short'), one of another size
 * ('size'), one not read clearly ('bar'); undefined when the set is sure. The diagnosis scripts
 * rebuild the anchors and the choice with other knobs and end in this.
 */
export function choiceGate(
  r: DoubtRecord,
  things: readonly FoundDie[],
  choice: { dice: FoundDie[]; undecided: boolean },
): 'extra' | 'short' | 'size' | 'bar' | undefined {
  const frameSide = frameSideOf(r)
  if (choice.undecided || plainDiceLeftOut(things, choice.dice, r.diceCount, frameSide).length)
    return 'extra'
  if (choice.dice.length !== r.diceCount) return 'short'
  if (oddSized(choice.dice).length) return 'size'
  if (choice.dice.some((d) => !clearlyRead(d, frameSide))) return 'bar'
  return undefined
}

/** The dev set a record comes from, as the tables name it. */
export const setGroup = (set: string) =>
  set === 'rune55' ? 'Rune55 dev' : set === 'dicewatcher' ? 'DiceWatcher train' : set

export const sortedFaces = (faces: number[]) => [...faces].sort().join('')

/** The middle of some values (the mean of the two middle ones of an even count). */
export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b)
  const m = s.length / 2
  return s.length % 2 ? s[Math.floor(m)]! : (s[m - 1]! + s[m]!) / 2
}

/** Whether a set of things found is the roll: each on a labelled die as read, the roll's faces. */
export function setIsRoll(r: DoubtRecord, dice: { face: number; truth: number }[]): boolean {
  return (
    dice.length === r.truth.length &&
    dice.every((t) => t.truth === t.face) &&
    sortedFaces(dice.map((d) => d.face)) === sortedFaces(r.truth.map((t) => t.face))
  )
}

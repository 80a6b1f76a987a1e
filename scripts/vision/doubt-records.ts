/**
 * doubt-dump.ts's JSON lines, read back for doubt-gates.ts and doubt-anchor.ts: one line a picture,
 * every thing found in it with the labelled face it lands on (0: no labelled die).
 */
import { readFileSync } from 'node:fs'
import type { FoundDie } from '../../src/vision/read-dice'

export interface FoundThing extends FoundDie {
  truth: number
  /** With doubt-dump.ts --looks: the reader's chances of "not a die" and faces 1–6, look by look. */
  looks?: number[][]
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

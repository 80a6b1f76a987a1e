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
        .map((line) => withAgreed(JSON.parse(line) as DoubtRecord)),
    )
}

/** Dumps made before FoundDie had `agreed` give it from their looks, as combineLooks does. */
function withAgreed(record: DoubtRecord): DoubtRecord {
  for (const thing of record.found) {
    if (thing.agreed !== undefined || !thing.looks) continue
    thing.agreed = thing.looks.map((look) => look[thing.face]!).sort((a, b) => a - b)[1]!
  }
  return record
}

/** The dev set a record comes from, as the tables name it. */
export const setGroup = (set: string) =>
  set === 'rune55' ? 'Rune55 dev' : set === 'dicewatcher' ? 'DiceWatcher train' : set

export const sortedFaces = (faces: number[]) => [...faces].sort().join('')

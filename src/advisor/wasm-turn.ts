import {
  LANES,
  turnTables,
  type BatchTurnLike,
  type FinalHits,
  type TurnTables,
} from './batch-turn'
import type { DiceSpace } from './dice-space'
import {
  F64X2_ADD,
  F64X2_DIV,
  F64X2_MUL,
  F64X2_PMAX,
  F64X2_SPLAT,
  I32,
  Op,
  V128,
  addTo,
  block,
  br,
  brIf,
  f64,
  get,
  i32,
  i32Load,
  loop,
  set,
  v128Load,
  v128Load64Splat,
  v128Store,
  wasmModule,
  webAssembly,
  type Code,
} from '../wasm/encode'

/**
 * The batch turn of batch-turn.ts as a tiny WebAssembly module written out here (about 1 KB, no
 * toolchain): the same additions in the same order and the same "keep the first of equals"
 * maxima, so its results are bit-identical. Two SIMD lanes hold two of the four states; its
 * maximum (f64x2.pmax) is one branch-free instruction, where the JavaScript comparison is a
 * branch the processor mispredicts on about every other sub-keep — that is where the time goes.
 *
 * Used by every solve: the app's solver worker and its helpers, and `npm run solve` in Node.
 * Without WebAssembly (or SIMD, or where a CSP forbids compiling it) it gives null and the
 * solver keeps the JavaScript batch turn.
 */
export function wasmBatchTurn(space: DiceSpace, hits: FinalHits): BatchTurnLike | null {
  const wasm = webAssembly()
  if (!wasm) return null
  const tables = turnTables(space, LANES * 8)
  const layout = memoryLayout(space, tables, hits)
  try {
    const module = new wasm.Module(moduleBytes(space, tables, layout))
    const instance = new wasm.Instance(module)
    const exports = instance.exports as unknown as WasmExports
    const buffer = exports.memory.buffer
    new Int32Array(buffer, layout.add, tables.add.length).set(tables.add)
    new Int32Array(buffer, layout.subKeeps, tables.subKeeps.length).set(tables.subKeeps)
    new Float64Array(buffer, layout.probability, space.rollCount).set(space.rollProbability)
    const records = new DataView(buffer, layout.hits, hits.roll.length * HIT_BYTES)
    hits.roll.forEach((r, i) => {
      records.setInt32(i * HIT_BYTES, (space.rollOffset + r) * LANES * 8, true)
      records.setInt32(i * HIT_BYTES + 4, layout.columns + hits.column[i]! * LANES * 8, true)
      records.setFloat64(i * HIT_BYTES + 8, hits.score[i]!, true)
    })
    const out = new Float64Array(buffer, layout.out, LANES)
    const ranges = new Int32Array(buffer, layout.ranges, hits.boxStart.length * 2)
    const rangesEnd = new Int32Array(buffer, layout.rangesEnd, 1)
    const hitAt = (i: number) => layout.hits + i * HIT_BYTES
    return {
      work: new Float64Array(buffer, 0, space.keepCount * LANES),
      columns: new Float64Array(buffer, layout.columns, hits.columnCount * LANES),
      floor: new Float64Array(buffer, layout.floor, LANES),
      fillFinal(openBoxes: number) {
        // The open boxes' hits as byte ranges of the records, neighbours joined into one.
        let end = 0
        const boxStart = hits.boxStart
        for (let box = 0; box < boxStart.length - 1; box++) {
          if ((openBoxes & (1 << box)) === 0) continue
          if (end > 0 && ranges[end - 1] === hitAt(boxStart[box]!)) {
            ranges[end - 1] = hitAt(boxStart[box + 1]!)
          } else {
            ranges[end++] = hitAt(boxStart[box]!)
            ranges[end++] = hitAt(boxStart[box + 1]!)
          }
        }
        rangesEnd[0] = layout.ranges + end * 4
        exports.fillFinal()
      },
      expectKeeps: exports.expectKeeps,
      bestSubKeeps: exports.bestSubKeeps,
      expectRoll(target: Float64Array) {
        exports.expectRoll()
        target.set(out)
      },
    }
  } catch {
    return null // no SIMD, or a CSP that forbids compiling WebAssembly
  }
}

interface WasmExports {
  memory: { buffer: ArrayBuffer }
  expectKeeps(): void
  bestSubKeeps(): void
  expectRoll(): void
  fillFinal(): void
}

/** A hit record: roll byte offset (i32), column byte offset (i32), score (f64). */
const HIT_BYTES = 16

interface Layout {
  add: number
  /** fillFinal's hit ranges to run: [start, end) byte pairs, and where the pairs end. */
  ranges: number
  rangesEnd: number
  subKeeps: number
  probability: number
  out: number
  columns: number
  floor: number
  hits: number
  pages: number
}

/** Byte offsets in linear memory: keep values first (interleaved as in batch-turn), then tables. */
function memoryLayout(space: DiceSpace, tables: TurnTables, hits: FinalHits): Layout {
  const align = (n: number) => Math.ceil(n / 16) * 16
  const add = align(space.keepCount * LANES * 8)
  const subKeeps = align(add + tables.add.length * 4)
  const probability = align(subKeeps + tables.subKeeps.length * 4)
  const out = align(probability + space.rollCount * 8)
  const floor = out + LANES * 8
  const columns = floor + LANES * 8
  const hitRecords = columns + hits.columnCount * LANES * 8
  const ranges = hitRecords + hits.roll.length * HIT_BYTES
  const rangesEnd = ranges + hits.boxStart.length * 8
  const end = rangesEnd + 4
  return {
    add,
    ranges,
    rangesEnd,
    subKeeps,
    probability,
    out,
    floor,
    columns,
    hits: hitRecords,
    pages: Math.ceil(end / 65536),
  }
}

// The turn's own shapes of loop and memory access. Pairs are the two f64 lanes of a v128, read
// and written 8-byte aligned.
/** A loop that runs while `local` is below `end`: the test comes first, as in `while`. */
const whileBelow = (local: number, end: number, ...body: Code[]): Code =>
  block(loop(get(local), i32(end), [Op.i32_ge_u, ...brIf(1)], ...body, br(0)))
/** The same, while `local` is below the value of local `endLocal`. */
const whileBelowLocal = (local: number, endLocal: number, ...body: Code[]): Code =>
  block(loop(get(local), get(endLocal), [Op.i32_ge_u, ...brIf(1)], ...body, br(0)))
const brIfNonNegative: Code = [...i32(0), Op.i32_ge_s, ...brIf(0)]
const brIfBelow = (end: number): Code => [...i32(end), Op.i32_lt_u, ...brIf(0)]
/** The i32 at `local` + `offset`. */
const loadIndex = (local: number, offset: number): Code => [...get(local), ...i32Load(offset)]
const loadPair = (offset: number): Code => v128Load(offset, 3)
const storePair = (offset: number): Code => v128Store(offset, 3)
/** The f64 at `local` + `offset` in both lanes. */
const splatFrom = (local: number, offset: number): Code => [
  ...get(local),
  ...v128Load64Splat(offset),
]
const splat = (x: number): Code => [...f64(x), ...F64X2_SPLAT]
const ADD = F64X2_ADD
const MUL = F64X2_MUL
const DIV = F64X2_DIV
/** Keeps the first of equals, like `if (v > best) best = v`. */
const PMAX = F64X2_PMAX

// prettier-ignore
function moduleBytes(
  space: DiceSpace,
  tables: TurnTables,
  layout: Layout,
): Uint8Array<ArrayBuffer> {
  const keepBytes = LANES * 8
  const pairs = [0, 16]
  const rollsStart = space.rollOffset * keepBytes
  const rollsEnd = space.keepCount * keepBytes

  // expectKeeps: local 0 = the keep's add-die entries, 1 = its values (both walking down).
  const expect = [
    i32(layout.add + (space.rollOffset - 1) * 24), set(0),
    i32((space.rollOffset - 1) * keepBytes), set(1),
    loop(
      ...pairs.map((pair) => [
        ...get(1),
        ...[0, 1, 2, 3, 4, 5].flatMap((face) => [
          ...loadIndex(0, face * 4), ...loadPair(pair), ...(face > 0 ? ADD : []),
        ]),
        ...splat(6), ...DIV, ...storePair(pair),
      ]),
      addTo(0, -24),
      addTo(1, -keepBytes), get(1), brIfNonNegative,
    ),
  ]

  // bestSubKeeps: local 0 = the record [keep, sub-keeps …], 1 = the keep; one loop per width.
  const best: Code[] = []
  let start = 0
  tables.groupEnd.forEach((end, width) => {
    if (width === 0 || end === start) return
    best.push(
      i32(layout.subKeeps + start * 4), set(0),
      whileBelow(0, layout.subKeeps + end * 4,
        loadIndex(0, 0), set(1),
        ...pairs.map((pair) => [
          ...get(1), ...get(1), ...loadPair(pair),
          ...Array.from({ length: width }, (_, j) => [
            ...loadIndex(0, 4 * (j + 1)), ...loadPair(pair), ...PMAX,
          ]).flat(),
          ...storePair(pair),
        ]),
        addTo(0, 4 * (width + 1)),
      ),
    )
    start = end
  })

  // expectRoll: local 0 = the roll's probability, 1 = its values, 2 and 3 = the two lane sums.
  const roll = [
    i32(layout.probability), set(0),
    i32(rollsStart), set(1),
    whileBelow(0, layout.probability + space.rollCount * 8,
      ...pairs.map((pair, p) => [
        ...get(2 + p), ...splatFrom(0, 0), ...get(1), ...loadPair(pair), ...MUL, ...ADD, ...set(2 + p),
      ]),
      addTo(0, 8),
      addTo(1, keepBytes),
    ),
    i32(layout.out), get(2), storePair(0),
    i32(layout.out), get(3), storePair(16),
  ]

  // fillFinal: every roll gets the floor; then each hit record (local 0) of each range (local 4,
  // ending at local 5; the ranges end at local 6) raises its roll (1) to its column (2) plus its
  // score (3) where that is more.
  const fill = [
    i32(rollsStart), set(0),
    loop(
      ...pairs.map((pair) => [...get(0), ...i32(layout.floor), ...loadPair(pair), ...storePair(pair)]),
      addTo(0, keepBytes), get(0), brIfBelow(rollsEnd),
    ),
    i32(layout.ranges), set(4),
    i32(0), i32Load(layout.rangesEnd), set(6),
    whileBelowLocal(4, 6,
      loadIndex(4, 0), set(0),
      loadIndex(4, 4), set(5),
      whileBelowLocal(0, 5,
        loadIndex(0, 0), set(1),
        loadIndex(0, 4), set(2),
        splatFrom(0, 8), set(3),
        ...pairs.map((pair) => [
          ...get(1), ...get(1), ...loadPair(pair),
          ...get(3), ...get(2), ...loadPair(pair), ...ADD,
          ...PMAX, ...storePair(pair),
        ]),
        addTo(0, HIT_BYTES),
      ),
      addTo(4, 8),
    ),
  ]

  const kernels: Record<keyof Omit<WasmExports, 'memory'>, [Code[], [number, number][]]> = {
    expectKeeps: [expect, [[2, I32]]],
    bestSubKeeps: [best, [[2, I32]]],
    expectRoll: [roll, [[2, I32], [2, V128]]],
    fillFinal: [fill, [[3, I32], [1, V128], [3, I32]]],
  }
  return wasmModule(
    layout.pages,
    Object.entries(kernels).map(([name, [code, locals]]) => ({ name, params: [], locals, code })),
  )
}

/**
 * Just enough of the WebAssembly binary format (core and SIMD) to write a small module out by
 * hand, with no toolchain: numbers in LEB128, the instructions the project's kernels use, and a
 * module of exported functions over one exported memory. Pure TypeScript, relative imports only.
 */

/** Instructions as their bytes; kernels are built by concatenating these. */
export type Code = number[]

export const I32 = 0x7f
export const F32 = 0x7d
export const V128 = 0x7b

export const unsigned = (n: number): Code => {
  const out: Code = []
  do {
    const byte = n & 0x7f
    n >>>= 7
    out.push(n === 0 ? byte : byte | 0x80)
  } while (n !== 0)
  return out
}

export const signed = (n: number): Code => {
  const out: Code = []
  for (;;) {
    const byte = n & 0x7f
    n >>= 7
    if ((n === 0 && (byte & 0x40) === 0) || (n === -1 && (byte & 0x40) !== 0)) return [...out, byte]
    out.push(byte | 0x80)
  }
}

export const simd = (op: number): Code => [0xfd, ...unsigned(op)]
export const loop = (...body: Code[]): Code => [0x03, 0x40, ...body.flat(), 0x0b]
export const block = (...body: Code[]): Code => [0x02, 0x40, ...body.flat(), 0x0b]
export const get = (local: number): Code => [0x20, ...unsigned(local)]
export const set = (local: number): Code => [0x21, ...unsigned(local)]
export const i32 = (n: number): Code => [0x41, ...signed(n)]
export const I32_ADD: Code = [0x6a]
export const I32_MUL: Code = [0x6c]
export const I32_SHL: Code = [0x74]
export const I32_SHR_U: Code = [0x76]
export const addTo = (local: number, n: number): Code => [
  ...get(local),
  ...i32(n),
  ...I32_ADD,
  ...set(local),
]

/**
 * `for (local = from; local < to; local += step) body` on unsigned i32 values, `from`, `to` and a
 * `step` given as code each leave one i32 (`to` and `step` are evaluated on every pass: keep them
 * locals or constants).
 */
export const forBelow = (
  local: number,
  from: Code,
  to: Code,
  step: number | Code,
  ...body: Code[]
): Code => [
  ...from,
  ...set(local),
  ...block(
    loop(
      get(local),
      to,
      [0x4f, 0x0d, 1],
      ...body,
      typeof step === 'number'
        ? addTo(local, step)
        : [...get(local), ...step, ...I32_ADD, ...set(local)],
      [0x0c, 0],
    ),
  ),
]

/** Memory access with a constant byte offset; `align` is log2 of the alignment hint. */
const memarg = (align: number, offset: number): Code => [align, ...unsigned(offset)]
export const f32Load = (offset = 0): Code => [0x2a, ...memarg(2, offset)]
export const f32Store = (offset = 0): Code => [0x38, ...memarg(2, offset)]
export const F32_ZERO: Code = [0x43, 0, 0, 0, 0]
export const v128Load = (offset = 0): Code => [...simd(0x00), ...memarg(2, offset)]
export const v128Store = (offset = 0): Code => [...simd(0x0b), ...memarg(2, offset)]
/** Loads one f32 and fills all four lanes with it. */
export const v128Load32Splat = (offset = 0): Code => [...simd(0x09), ...memarg(2, offset)]
export const F32X4_SPLAT = simd(0x13)
export const F32X4_ADD = simd(0xe4)
export const F32X4_MUL = simd(0xe6)
export const F32X4_MAX = simd(0xe9)
/** f32x4.pmax(a, b) = a < b ? b : a, lane by lane. */
export const F32X4_PMAX = simd(0xeb)

/** i8x16.shuffle of two vectors, picking the f32 lanes `lanes` (0–3 the first, 4–7 the second). */
export const f32x4Shuffle = (lanes: number[]): Code => [
  ...simd(0x0d),
  ...lanes.flatMap((lane) => [0, 1, 2, 3].map((byte) => lane * 4 + byte)),
]
/** `if (a == b) then else otherwise`, each given as code (a and b leave one i32). */
export const ifEqual = (a: Code, b: Code, then: Code, otherwise: Code): Code => [
  ...a,
  ...b,
  0x46,
  0x04,
  0x40,
  ...then,
  0x05,
  ...otherwise,
  0x0b,
]
export const call = (index: number): Code => [0x10, ...unsigned(index)]

export interface FunctionCode {
  name: string
  /** Parameter types (all results are empty: kernels write to memory). */
  params: number[]
  /** Declared locals after the parameters, as [count, type] runs. */
  locals: [number, number][]
  code: Code[]
}

/** A module exporting `memory` (at least `pages` of 64 KiB) and each function by its name. */
export function wasmModule(pages: number, functions: FunctionCode[]): Uint8Array<ArrayBuffer> {
  const vector = (items: Code[]): Code => [...unsigned(items.length), ...items.flat()]
  const section = (id: number, body: Code): Code => [id, ...unsigned(body.length), ...body]
  const name = (text: string): Code => vector([...text].map((c) => [c.charCodeAt(0)]))
  const signatures: string[] = []
  const typeOf = functions.map(({ params }) => {
    const key = params.join()
    if (!signatures.includes(key)) signatures.push(key)
    return signatures.indexOf(key)
  })
  const types = signatures.map((key) => [
    0x60,
    ...vector(key === '' ? [] : key.split(',').map((t) => [Number(t)])),
    0,
  ])
  const bodies = functions.map(({ locals, code }) => {
    const bytes = [
      ...vector(locals.map(([count, type]) => [...unsigned(count), type])),
      ...code.flat(),
      0x0b,
    ]
    return [...unsigned(bytes.length), ...bytes]
  })
  return Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector(types)),
    ...section(3, vector(typeOf.map((t) => unsigned(t)))),
    ...section(5, vector([[0x00, ...unsigned(pages)]])),
    ...section(
      7,
      vector([
        [...name('memory'), 0x02, 0],
        ...functions.map((fn, i) => [...name(fn.name), 0x00, i]),
      ]),
    ),
    ...section(10, vector(bodies)),
  ])
}

/** The parts of the WebAssembly API the kernels use (not every tsconfig has the DOM's types). */
export interface WasmApi {
  Module: new (bytes: Uint8Array<ArrayBuffer>) => object
  Instance: new (module: object) => { exports: object }
}

export interface WasmMemory {
  buffer: ArrayBuffer
  grow(pages: number): number
}

/** Read off globalThis, so a build without the DOM library still type-checks. */
export function webAssembly(): WasmApi | undefined {
  return (globalThis as { WebAssembly?: WasmApi }).WebAssembly
}

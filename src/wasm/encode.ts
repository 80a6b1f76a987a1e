/**
 * Just enough of the WebAssembly binary format (core and SIMD) to write a small module out by
 * hand, with no toolchain: numbers in LEB128, the instructions the project's kernels use, and a
 * module of exported functions over one exported memory. Pure TypeScript, relative imports only.
 */

/** Instructions as their bytes; kernels are built by concatenating these. */
export type Code = number[]

/** Value types (WebAssembly core spec, 5.3.1). */
export const I32 = 0x7f
export const F32 = 0x7d
export const F64 = 0x7c
export const V128 = 0x7b

/** The opcodes of the core instructions written here (core spec, 5.4). */
export const Op = {
  block: 0x02,
  loop: 0x03,
  if: 0x04,
  else: 0x05,
  end: 0x0b,
  br: 0x0c,
  br_if: 0x0d,
  call: 0x10,
  local_get: 0x20,
  local_set: 0x21,
  i32_load: 0x28,
  f32_load: 0x2a,
  f32_store: 0x38,
  i32_const: 0x41,
  f32_const: 0x43,
  f64_const: 0x44,
  i32_eq: 0x46,
  i32_lt_u: 0x49,
  i32_ge_s: 0x4e,
  i32_ge_u: 0x4f,
  i32_add: 0x6a,
  i32_mul: 0x6c,
  i32_shl: 0x74,
  i32_shr_u: 0x76,
  /** Not an instruction: the block type of a block, loop or if that leaves nothing. */
  empty: 0x40,
  /** Not an instruction: the prefix of the SIMD instructions, each then an unsigned LEB128 number. */
  simd: 0xfd,
} as const

/** The numbers of the SIMD instructions written here, after the 0xfd prefix (SIMD spec). */
export const SimdOp = {
  v128_load: 0x00,
  v128_load32_splat: 0x09,
  v128_load64_splat: 0x0a,
  v128_store: 0x0b,
  i8x16_shuffle: 0x0d,
  f32x4_splat: 0x13,
  f64x2_splat: 0x14,
  f32x4_add: 0xe4,
  f32x4_mul: 0xe6,
  f32x4_max: 0xe9,
  f32x4_pmax: 0xeb,
  f64x2_add: 0xf0,
  f64x2_mul: 0xf2,
  f64x2_div: 0xf3,
  f64x2_pmax: 0xf7,
} as const

/** Unsigned LEB128: counts, indices, alignments, offsets and label depths. */
export const unsigned = (n: number): Code => {
  const out: Code = []
  do {
    const byte = n & 0x7f
    n >>>= 7
    out.push(n === 0 ? byte : byte | 0x80)
  } while (n !== 0)
  return out
}

/** Signed LEB128: the immediates of i32.const. */
export const signed = (n: number): Code => {
  const out: Code = []
  for (;;) {
    const byte = n & 0x7f
    n >>= 7
    if ((n === 0 && (byte & 0x40) === 0) || (n === -1 && (byte & 0x40) !== 0)) return [...out, byte]
    out.push(byte | 0x80)
  }
}

export const simd = (op: number): Code => [Op.simd, ...unsigned(op)]
export const loop = (...body: Code[]): Code => [Op.loop, Op.empty, ...body.flat(), Op.end]
export const block = (...body: Code[]): Code => [Op.block, Op.empty, ...body.flat(), Op.end]
/** Branches to the `depth`-th enclosing block or loop (0: the innermost). */
export const br = (depth: number): Code => [Op.br, ...unsigned(depth)]
export const brIf = (depth: number): Code => [Op.br_if, ...unsigned(depth)]
export const get = (local: number): Code => [Op.local_get, ...unsigned(local)]
export const set = (local: number): Code => [Op.local_set, ...unsigned(local)]
export const i32 = (n: number): Code => [Op.i32_const, ...signed(n)]
/** f64.const: its immediate is the number's eight IEEE 754 bytes, little-endian, not LEB128. */
export const f64 = (x: number): Code => [Op.f64_const, ...new Uint8Array(Float64Array.of(x).buffer)]
export const I32_ADD: Code = [Op.i32_add]
export const I32_MUL: Code = [Op.i32_mul]
export const I32_SHL: Code = [Op.i32_shl]
export const I32_SHR_U: Code = [Op.i32_shr_u]
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
      [Op.i32_ge_u, ...brIf(1)],
      ...body,
      typeof step === 'number'
        ? addTo(local, step)
        : [...get(local), ...step, ...I32_ADD, ...set(local)],
      br(0),
    ),
  ),
]

/**
 * Memory access at the address on the stack plus a constant byte offset; `align` is log2 of the
 * alignment promised (at most the access's own size).
 */
const memarg = (align: number, offset: number): Code => [...unsigned(align), ...unsigned(offset)]
export const i32Load = (offset = 0): Code => [Op.i32_load, ...memarg(2, offset)]
export const f32Load = (offset = 0): Code => [Op.f32_load, ...memarg(2, offset)]
export const f32Store = (offset = 0): Code => [Op.f32_store, ...memarg(2, offset)]
export const F32_ZERO: Code = [Op.f32_const, 0, 0, 0, 0]
export const v128Load = (offset = 0, align = 2): Code => [
  ...simd(SimdOp.v128_load),
  ...memarg(align, offset),
]
export const v128Store = (offset = 0, align = 2): Code => [
  ...simd(SimdOp.v128_store),
  ...memarg(align, offset),
]
/** Loads one f32 and fills all four lanes with it. */
export const v128Load32Splat = (offset = 0): Code => [
  ...simd(SimdOp.v128_load32_splat),
  ...memarg(2, offset),
]
/** Loads one f64 and fills both lanes with it. */
export const v128Load64Splat = (offset = 0): Code => [
  ...simd(SimdOp.v128_load64_splat),
  ...memarg(3, offset),
]
export const F32X4_SPLAT = simd(SimdOp.f32x4_splat)
export const F32X4_ADD = simd(SimdOp.f32x4_add)
export const F32X4_MUL = simd(SimdOp.f32x4_mul)
export const F32X4_MAX = simd(SimdOp.f32x4_max)
/** f32x4.pmax(a, b) = a < b ? b : a, lane by lane. */
export const F32X4_PMAX = simd(SimdOp.f32x4_pmax)
export const F64X2_SPLAT = simd(SimdOp.f64x2_splat)
export const F64X2_ADD = simd(SimdOp.f64x2_add)
export const F64X2_MUL = simd(SimdOp.f64x2_mul)
export const F64X2_DIV = simd(SimdOp.f64x2_div)
/** f64x2.pmax(a, b) = a < b ? b : a, lane by lane: keeps the first of equals. */
export const F64X2_PMAX = simd(SimdOp.f64x2_pmax)

/**
 * i8x16.shuffle of two vectors, picking the f32 lanes `lanes` (0–3 the first, 4–7 the second).
 * Its sixteen immediates are byte indices, one byte each (not LEB128).
 */
export const f32x4Shuffle = (lanes: number[]): Code => [
  ...simd(SimdOp.i8x16_shuffle),
  ...lanes.flatMap((lane) => [0, 1, 2, 3].map((byte) => lane * 4 + byte)),
]
/** `if (a == b) then else otherwise`, each given as code (a and b leave one i32). */
export const ifEqual = (a: Code, b: Code, then: Code, otherwise: Code): Code => [
  ...a,
  ...b,
  Op.i32_eq,
  Op.if,
  Op.empty,
  ...then,
  Op.else,
  ...otherwise,
  Op.end,
]
export const call = (index: number): Code => [Op.call, ...unsigned(index)]

export interface FunctionCode {
  name: string
  /** Parameter types (all results are empty: kernels write to memory). */
  params: number[]
  /** Declared locals after the parameters, as [count, type] runs. */
  locals: [number, number][]
  code: Code[]
}

/** Section ids, the function type's tag, export kinds and limits (core spec, 5.5). */
const Section = { type: 1, function: 3, memory: 5, export: 7, code: 10 } as const
const FUNCTION_TYPE = 0x60
const Export = { function: 0x00, memory: 0x02 } as const
const LIMITS_MIN_ONLY = 0x00
const MAGIC_AND_VERSION = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]

/** A module exporting `memory` (at least `pages` of 64 KiB) and each function by its name. */
export function wasmModule(pages: number, functions: FunctionCode[]): Uint8Array<ArrayBuffer> {
  const vector = (items: Code[]): Code => [...unsigned(items.length), ...items.flat()]
  const section = (id: number, body: Code): Code => [id, ...unsigned(body.length), ...body]
  const name = (text: string): Code => vector([...new TextEncoder().encode(text)].map((b) => [b]))
  const signatures: string[] = []
  const typeOf = functions.map(({ params }) => {
    const key = params.join()
    if (!signatures.includes(key)) signatures.push(key)
    return signatures.indexOf(key)
  })
  const noResults = vector([])
  const types = signatures.map((key) => [
    FUNCTION_TYPE,
    ...vector(key === '' ? [] : key.split(',').map((t) => [Number(t)])),
    ...noResults,
  ])
  const bodies = functions.map(({ locals, code }) => {
    const bytes = [
      ...vector(locals.map(([count, type]) => [...unsigned(count), type])),
      ...code.flat(),
      Op.end,
    ]
    return [...unsigned(bytes.length), ...bytes]
  })
  return Uint8Array.from([
    ...MAGIC_AND_VERSION,
    ...section(Section.type, vector(types)),
    ...section(Section.function, vector(typeOf.map((t) => unsigned(t)))),
    ...section(Section.memory, vector([[LIMITS_MIN_ONLY, ...unsigned(pages)]])),
    ...section(
      Section.export,
      vector([
        [...name('memory'), Export.memory, ...unsigned(0)],
        ...functions.map((fn, i) => [...name(fn.name), Export.function, ...unsigned(i)]),
      ]),
    ),
    ...section(Section.code, vector(bodies)),
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

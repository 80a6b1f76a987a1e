/**
 * A frame's brightness (BT.601 luma) as a WebAssembly SIMD kernel written out here: every pixel of
 * every frame goes through it, four at a time, each RGBA pixel read as one 32-bit lane. Taken in
 * single precision (gray.ts takes it in double and stores it in single, so the two differ at most
 * in the last bit). Undefined where WebAssembly SIMD cannot run; gray.ts then keeps its loop.
 */
import {
  F32X4_ADD,
  F32X4_MUL,
  I32,
  forBelow,
  get,
  i32,
  simd,
  v128Load,
  v128Store,
  wasmModule,
  webAssembly,
  type Code,
  type WasmMemory,
} from '../wasm/encode'
import type { GrayImage, RgbaImage } from './types'

const IN = 0
const OUT = 1
const PIXELS = 2
const AT = 3 // the byte offset of the four pixels in hand
const I32X4_SPLAT = simd(0x11)
const V128_AND = simd(0x4e)
const I32X4_SHR_U = simd(0xad)
const F32X4_CONVERT_I32X4_U = simd(0xfb)
const f32Splat = (x: number): Code => [
  0x43,
  ...new Uint8Array(Float32Array.of(x).buffer),
  ...simd(0x13),
]

/** One channel of the four pixels at AT, as floats: the byte `shift` bits up in each lane. */
const channel = (shift: number, weight: number): Code => [
  ...get(IN),
  ...get(AT),
  0x6a,
  ...v128Load(),
  ...(shift ? [...i32(shift), ...I32X4_SHR_U] : []),
  ...i32(255),
  ...I32X4_SPLAT,
  ...V128_AND,
  ...F32X4_CONVERT_I32X4_U,
  ...f32Splat(weight),
  ...F32X4_MUL,
]

// luma(in, out, pixels): pixels a multiple of four.
// prettier-ignore
const luma: Code[] = [
  forBelow(AT, i32(0), [...get(PIXELS), ...i32(2), 0x74], 16,
    get(OUT), get(AT), [0x6a],
    channel(0, 0.299), channel(8, 0.587), F32X4_ADD, channel(16, 0.114), F32X4_ADD,
    v128Store(),
  ),
]

interface LumaExports {
  memory: WasmMemory
  luma(input: number, output: number, pixels: number): void
}

/** The brightness of a whole frame on the SIMD kernel, or undefined where it cannot run. */
export function simdLuma(): ((image: RgbaImage) => GrayImage) | undefined {
  const wasm = webAssembly()
  if (!wasm) return undefined
  let exports: LumaExports
  try {
    const bytes = wasmModule(1, [
      { name: 'luma', params: [I32, I32, I32], locals: [[1, I32]], code: luma },
    ])
    exports = new wasm.Instance(new wasm.Module(bytes)).exports as LumaExports
  } catch {
    return undefined // no SIMD, or a CSP that forbids compiling WebAssembly
  }
  const { memory } = exports
  return ({ width, height, data }) => {
    const pixels = width * height
    const whole = pixels - (pixels % 4)
    const outputAt = pixels * 4
    const missing = outputAt + pixels * 4 - memory.buffer.byteLength
    if (missing > 0) memory.grow(Math.ceil(missing / 65536))
    new Uint8Array(memory.buffer, 0, pixels * 4).set(data)
    exports.luma(0, outputAt, whole)
    const out = new Float32Array(memory.buffer, outputAt, pixels).slice()
    for (let p = whole; p < pixels; p++) {
      out[p] = 0.299 * data[4 * p]! + 0.587 * data[4 * p + 1]! + 0.114 * data[4 * p + 2]!
    }
    return { width, height, data: out }
  }
}

/**
 * The networks' convolutions and max-pools as a WebAssembly SIMD kernel written out here (about
 * 2 KB, no toolchain), four pixels of a row at once. A frame's time is nearly all convolution;
 * the kernel takes a fraction of the JavaScript loop's time, and a whole stack of layers runs in
 * the module's memory, so only the picture goes in and the last layer's maps come out.
 *
 * The sums are the same terms in the same order as conv.ts, taken in single precision where
 * JavaScript takes them in double, so a value may differ in its last bits (the tests hold the two
 * to 1e-4). `simdConvStack()` is undefined where WebAssembly or its SIMD is missing, or a CSP
 * without 'wasm-unsafe-eval' forbids compiling it; conv.ts then keeps the JavaScript loops.
 *
 * In memory, a picture of C channels, H×W, is C planes of H + 2 rows of R = ceil4(W) + 4 floats:
 * pixel (x, y) at row y + 1, column x + 1, and zeros all around, so a 3×3 window needs no edge
 * cases and each layer reads the one before as it was written.
 */
import {
  F32X4_ADD,
  F32X4_MAX,
  F32X4_MUL,
  F32X4_PMAX,
  F32X4_SPLAT,
  F32_ZERO,
  I32,
  I32_ADD,
  I32_MUL,
  I32_SHL,
  I32_SHR_U,
  V128,
  addTo,
  call,
  f32Load,
  f32Store,
  f32x4Shuffle,
  forBelow,
  get,
  i32,
  ifEqual,
  set,
  v128Load,
  v128Load32Splat,
  v128Store,
  wasmModule,
  webAssembly,
  type Code,
  type WasmMemory,
} from '../wasm/encode'

/** One layer: a 3×3 convolution with ReLU, and a 2×2 max-pool after it when `pool`. */
export interface ConvLayer {
  cin: number
  cout: number
  weights: Float32Array
  bias: Float32Array
  pool: boolean
}

/** The last layer's maps, channels first, h×w each, of an h×w picture of `layers[0].cin` channels. */
export type ConvStack = (
  input: Float32Array,
  h: number,
  w: number,
  layers: readonly ConvLayer[],
) => { data: Float32Array; h: number; w: number }

// Code that leaves one i32, from locals and constants.
const plus = (...terms: Code[]): Code => [
  ...terms[0]!,
  ...terms.slice(1).flatMap((t) => [...t, ...I32_ADD]),
]
const times = (a: Code, b: Code): Code => [...a, ...b, ...I32_MUL]
const half = (a: Code): Code => [...a, ...i32(1), ...I32_SHR_U]
const bytes = (floats: Code): Code => [...floats, ...i32(2), ...I32_SHL]
/** ceil(w / 4): groups of four pixels in a row w wide. */
const groups = (w: Code): Code => [...w, ...i32(3), ...I32_ADD, ...i32(2), ...I32_SHR_U]
/** ceil4(w) + 4: floats in a stored row. */
const rowFloats = (w: Code): Code => plus(bytes(groups(w)), i32(4))

/** The function index of zeroEdges in the module. */
const ZERO_EDGES = 0

// zeroEdges(plane, h, w, r): zeros the first and last rows of one plane, and on every row between
// column 0 and the columns past the picture, where a kernel may have left the sums of lanes
// beyond its edge. r: floats in a row.
const ZE = { PLANE: 0, H: 1, W: 2, R: 3, ROW: 4, AT: 5, ROW_END: 6, LAST_ROW: 7, ZERO: 8 }
// prettier-ignore
const zeroEdges: Code[] = [
  plus(get(ZE.PLANE), bytes(times(plus(get(ZE.H), i32(1)), get(ZE.R)))), set(ZE.LAST_ROW),
  forBelow(ZE.AT, get(ZE.PLANE), plus(get(ZE.PLANE), bytes(get(ZE.R))), 16,
    get(ZE.AT), get(ZE.ZERO), v128Store(),
  ),
  forBelow(ZE.AT, get(ZE.LAST_ROW), plus(get(ZE.LAST_ROW), bytes(get(ZE.R))), 16,
    get(ZE.AT), get(ZE.ZERO), v128Store(),
  ),
  forBelow(ZE.ROW, plus(get(ZE.PLANE), bytes(get(ZE.R))), get(ZE.LAST_ROW), bytes(get(ZE.R)),
    get(ZE.ROW), F32_ZERO, f32Store(),
    forBelow(ZE.AT, plus(get(ZE.ROW), bytes(plus(get(ZE.W), i32(1)))), plus(get(ZE.ROW), bytes(get(ZE.R))), 4,
      get(ZE.AT), F32_ZERO, f32Store(),
    ),
  ),
]

// conv3(in, out, weights, bias, cin, h, w, cout): one layer, padded picture in, padded maps out.
// prettier-ignore
const CV = {
  IN: 0, OUT: 1, WEIGHTS: 2, BIAS: 3, CIN: 4, H: 5, W: 6, COUT: 7,
  O: 8, C: 9, Y: 10, D: 11, ROW_END: 12, R0: 13, R1: 14, R2: 15, ROW: 16, PLANE: 17,
  OUT_BASE: 18, IN_BASE: 19, K: 20, LAST_C: 21,
  TAP: 22, // nine v128 locals: the weights, each in all four lanes
}
const ACC = CV.TAP + 9
const ZERO = ACC + 1
const BIAS_SPLAT = ZERO + 1

/** acc += tap × the four floats at `row` + `offset` bytes. */
const multiplyAdd = (tap: number, row: number, offset: number): Code => [
  ...get(ACC),
  ...get(CV.TAP + tap),
  ...get(row),
  ...v128Load(offset),
  ...F32X4_MUL,
  ...F32X4_ADD,
  ...set(ACC),
]

/**
 * One output row's sums over one input channel. The first channel starts from the bias rather
 * than from memory and the last stores through ReLU, so each channel writes the row once.
 */
// prettier-ignore
const rowOfSums = (first: boolean, last: boolean): Code =>
  forBelow(CV.D, get(CV.D), get(CV.ROW_END), 16,
    first ? get(BIAS_SPLAT) : [...get(CV.D), ...v128Load()], set(ACC),
    multiplyAdd(0, CV.R0, 0), multiplyAdd(1, CV.R0, 4), multiplyAdd(2, CV.R0, 8),
    multiplyAdd(3, CV.R1, 0), multiplyAdd(4, CV.R1, 4), multiplyAdd(5, CV.R1, 8),
    multiplyAdd(6, CV.R2, 0), multiplyAdd(7, CV.R2, 4), multiplyAdd(8, CV.R2, 8),
    // ReLU: pmax(0, v) is v where v > 0, else 0.
    get(CV.D), last ? [...get(ZERO), ...get(ACC), ...F32X4_PMAX] : get(ACC), v128Store(),
    addTo(CV.R0, 16), addTo(CV.R1, 16), addTo(CV.R2, 16),
  )

// prettier-ignore
const conv3: Code[] = [
  bytes(rowFloats(get(CV.W))), set(CV.ROW),
  times(plus(get(CV.H), i32(2)), get(CV.ROW)), set(CV.PLANE),
  get(CV.CIN), i32(-1), I32_ADD, set(CV.LAST_C),
  forBelow(CV.O, i32(0), get(CV.COUT), 1,
    plus(times(get(CV.O), get(CV.PLANE)), get(CV.OUT)), set(CV.OUT_BASE),
    plus(get(CV.BIAS), bytes(get(CV.O))), f32Load(), F32X4_SPLAT, set(BIAS_SPLAT),
    forBelow(CV.C, i32(0), get(CV.CIN), 1,
      plus(get(CV.WEIGHTS), times(plus(times(get(CV.O), get(CV.CIN)), get(CV.C)), i32(36))), set(CV.K),
      ...Array.from({ length: 9 }, (_, t) => [...get(CV.K), ...v128Load32Splat(4 * t), ...set(CV.TAP + t)]),
      plus(times(get(CV.C), get(CV.PLANE)), get(CV.IN)), set(CV.IN_BASE),
      forBelow(CV.Y, i32(0), get(CV.H), 1,
        plus(times(get(CV.Y), get(CV.ROW)), get(CV.IN_BASE)), set(CV.R0),
        plus(get(CV.R0), get(CV.ROW)), set(CV.R1),
        plus(get(CV.R1), get(CV.ROW)), set(CV.R2),
        plus(get(CV.OUT_BASE), times(plus(get(CV.Y), i32(1)), get(CV.ROW)), i32(4)), set(CV.D),
        plus(get(CV.D), bytes(bytes(groups(get(CV.W))))), set(CV.ROW_END),
        ifEqual(get(CV.C), i32(0),
          ifEqual(get(CV.C), get(CV.LAST_C), rowOfSums(true, true), rowOfSums(true, false)),
          ifEqual(get(CV.C), get(CV.LAST_C), rowOfSums(false, true), rowOfSums(false, false)),
        ),
      ),
    ),
    get(CV.OUT_BASE), get(CV.H), get(CV.W), rowFloats(get(CV.W)), call(ZERO_EDGES),
  ),
]

// pool2(in, out, channels, h, w): 2×2 max-pool of padded maps into padded maps of h/2 × w/2.
// prettier-ignore
const PL = {
  IN: 0, OUT: 1, CH: 2, H: 3, W: 4,
  C: 5, Y: 6, D: 7, ROW_END: 8, A: 9, B: 10, IN_ROW: 11, OUT_ROW: 12, IN_PLANE: 13, OUT_PLANE: 14,
  OUT_BASE: 15,
}
const EVEN = f32x4Shuffle([0, 2, 4, 6])
const ODD = f32x4Shuffle([1, 3, 5, 7])
/** The larger of each pair of neighbours among the eight floats at `row`: four values. */
const pairMax = (row: number): Code => [
  ...get(row),
  ...v128Load(0),
  ...get(row),
  ...v128Load(16),
  ...EVEN,
  ...get(row),
  ...v128Load(0),
  ...get(row),
  ...v128Load(16),
  ...ODD,
  ...F32X4_MAX,
]
// prettier-ignore
const pool2: Code[] = [
  bytes(rowFloats(get(PL.W))), set(PL.IN_ROW),
  bytes(rowFloats(half(get(PL.W)))), set(PL.OUT_ROW),
  times(plus(get(PL.H), i32(2)), get(PL.IN_ROW)), set(PL.IN_PLANE),
  times(plus(half(get(PL.H)), i32(2)), get(PL.OUT_ROW)), set(PL.OUT_PLANE),
  forBelow(PL.C, i32(0), get(PL.CH), 1,
    plus(get(PL.OUT), times(get(PL.C), get(PL.OUT_PLANE))), set(PL.OUT_BASE),
    forBelow(PL.Y, i32(0), half(get(PL.H)), 1,
      // Input rows 2y + 1 and 2y + 2 from column 1 into output row y + 1 from column 1.
      plus(get(PL.IN), times(get(PL.C), get(PL.IN_PLANE)), times(plus(get(PL.Y), get(PL.Y), i32(1)), get(PL.IN_ROW)), i32(4)), set(PL.A),
      plus(get(PL.A), get(PL.IN_ROW)), set(PL.B),
      plus(get(PL.OUT_BASE), times(plus(get(PL.Y), i32(1)), get(PL.OUT_ROW)), i32(4)), set(PL.D),
      plus(get(PL.D), bytes(bytes(groups(half(get(PL.W)))))), set(PL.ROW_END),
      forBelow(PL.D, get(PL.D), get(PL.ROW_END), 16,
        get(PL.D), pairMax(PL.A), pairMax(PL.B), F32X4_MAX, v128Store(),
        addTo(PL.A, 32), addTo(PL.B, 32),
      ),
    ),
    get(PL.OUT_BASE), half(get(PL.H)), half(get(PL.W)), rowFloats(half(get(PL.W))), call(ZERO_EDGES),
  ),
]

function moduleBytes(): Uint8Array<ArrayBuffer> {
  return wasmModule(1, [
    {
      name: 'zeroEdges',
      params: [I32, I32, I32, I32],
      locals: [
        [ZE.ZERO - ZE.ROW, I32],
        [1, V128],
      ],
      code: zeroEdges,
    },
    {
      name: 'conv3',
      params: [I32, I32, I32, I32, I32, I32, I32, I32],
      locals: [
        [CV.TAP - CV.O, I32],
        [BIAS_SPLAT + 1 - CV.TAP, V128],
      ],
      code: conv3,
    },
    {
      name: 'pool2',
      params: [I32, I32, I32, I32, I32],
      locals: [[PL.OUT_BASE + 1 - PL.C, I32]],
      code: pool2,
    },
  ])
}

interface KernelExports {
  memory: WasmMemory
  conv3(
    input: number,
    output: number,
    weights: number,
    bias: number,
    cin: number,
    h: number,
    w: number,
    cout: number,
  ): void
  pool2(input: number, output: number, channels: number, h: number, w: number): void
}

const storedRow = (w: number) => Math.ceil(w / 4) * 4 + 4
const storedPlane = (h: number, w: number) => (h + 2) * storedRow(w)
const align = (bytes: number) => Math.ceil(bytes / 16) * 16
/** Room past a picture for the lanes a kernel reads beyond its last row. */
const SLACK = 64

/** The stack of layers on the SIMD kernel, or undefined where it cannot run. */
export function simdConvStack(): ConvStack | undefined {
  const wasm = webAssembly()
  if (!wasm) return undefined
  let exports: KernelExports
  try {
    exports = new wasm.Instance(new wasm.Module(moduleBytes())).exports as KernelExports
  } catch {
    return undefined // no SIMD, or a CSP that forbids compiling WebAssembly
  }
  const { memory } = exports
  return (input, h, w, layers) => {
    // Where things go: every layer's weights and bias, then two pictures taking turns.
    let at = 0
    const tensors = layers.map((layer) => {
      const weightsAt = at
      const biasAt = align(weightsAt + layer.weights.length * 4)
      at = align(biasAt + layer.bias.length * 4)
      return { weightsAt, biasAt }
    })
    let largest = storedPlane(h, w) * layers[0]!.cin
    let ch = h
    let cw = w
    for (const layer of layers) {
      largest = Math.max(largest, storedPlane(ch, cw) * layer.cout)
      if (layer.pool) {
        ch >>= 1
        cw >>= 1
      }
    }
    let from = at
    let to = align(from + largest * 4 + SLACK)
    const missing = to + largest * 4 + SLACK - memory.buffer.byteLength
    if (missing > 0) memory.grow(Math.ceil(missing / 65536))
    const floats = new Float32Array(memory.buffer)
    layers.forEach((layer, i) => {
      floats.set(layer.weights, tensors[i]!.weightsAt / 4)
      floats.set(layer.bias, tensors[i]!.biasAt / 4)
    })
    const cin = layers[0]!.cin
    const row = storedRow(w)
    floats.fill(0, from / 4, from / 4 + storedPlane(h, w) * cin)
    // Plain loops rather than a subarray a row: a frame has hundreds of short rows.
    for (let c = 0, source = 0; c < cin; c++) {
      for (let y = 0; y < h; y++) {
        const target = from / 4 + (c * (h + 2) + y + 1) * row + 1
        for (let x = 0; x < w; x++) floats[target + x] = input[source++]!
      }
    }
    ch = h
    cw = w
    layers.forEach((layer, i) => {
      const { weightsAt, biasAt } = tensors[i]!
      exports.conv3(from, to, weightsAt, biasAt, layer.cin, ch, cw, layer.cout)
      if (layer.pool) {
        exports.pool2(to, from, layer.cout, ch, cw)
        ch >>= 1
        cw >>= 1
      } else {
        ;[from, to] = [to, from]
      }
    })
    const channels = layers[layers.length - 1]!.cout
    const out = new Float32Array(channels * ch * cw)
    const outRow = storedRow(cw)
    for (let c = 0, target = 0; c < channels; c++) {
      for (let y = 0; y < ch; y++) {
        const start = from / 4 + (c * (ch + 2) + y + 1) * outRow + 1
        for (let x = 0; x < cw; x++) out[target++] = floats[start + x]!
      }
    }
    return { data: out, h: ch, w: cw }
  }
}

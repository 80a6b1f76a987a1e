import type { ExactModel } from './model'

/**
 * Turns a table's values into small integers that compress well, and back (shipped-table.ts puts
 * them in a file).
 *
 * Values are rounded to 1/scale point. Then each one is predicted from values already coded, and
 * only the difference is kept. A state is (lower code, upper state). Upper states are walked by
 * mask, then by sum, so neighbours differ by a point or two of upper sum; `dq` is that step. Writing
 * the same upper move changes a value by nearly the same amount whatever lower boxes are filled, so
 * a lower code's steps are predicted from those of codes with a few of its boxes cleared: for a
 * chosen set M of its filled lower bits, the residual is the finite difference
 * Σ over T ⊆ M of (−1)^|T| · dq(code without T). For each code the encoder tries every M of up to
 * three bits and keeps the cheapest; M is stored (16 bits a code). With one bit this is image
 * coding's plane predictor. Gzipped, Yatzy's residuals take 551 KiB, against 1.5 MiB for plain
 * deltas at the same precision and 2.9 MiB for the Float32 table (scripts/bench/advice.ts).
 */
export interface EncodedValues {
  /** Per lower index: the bits M its prediction uses. */
  predictors: Uint16Array
  /** Per state, in coding order (lower index, then upperOrder): value − prediction, in 1/scale. */
  residuals: Int32Array
}

const MAX_PREDICTOR_BITS = 3

/** Upper states by filled mask, then by sum (the settled state last): neighbours differ by a step. */
export function upperOrder(model: ExactModel): Int32Array {
  const { mask, sum, count } = model.upper
  const key = (u: number) => mask[u]! * 1024 + (sum[u]! < 0 ? 1023 : sum[u]!)
  return Int32Array.from({ length: count }, (_, u) => u).sort((a, b) => key(a) - key(b))
}

/** The lower indices code \ T for every non-empty T ⊆ bits, with the sign they are added with. */
function predictorTerms(model: ExactModel, code: number, bits: number): [number, number][] | null {
  const terms: [number, number][] = []
  for (let t = bits; t !== 0; t = (t - 1) & bits) {
    const index = model.lowerIndex[code & ~t] ?? -1
    if (index < 0) return null // a code play cannot reach (forced order): not a predictor
    terms.push([index, popcount(t) % 2 === 1 ? 1 : -1])
  }
  return terms
}

function popcount(n: number): number {
  let c = 0
  for (let x = n; x !== 0; x &= x - 1) c++
  return c
}

/** Every subset of the code's set bits with at most MAX_PREDICTOR_BITS bits, the empty one first. */
function candidateBits(code: number): number[] {
  const bits: number[] = []
  for (let b = 0; 1 << b <= code; b++) if (code & (1 << b)) bits.push(1 << b)
  const out = [0]
  const grow = (from: number, acc: number, size: number) => {
    for (let i = from; i < bits.length; i++) {
      out.push(acc | bits[i]!)
      if (size + 1 < MAX_PREDICTOR_BITS) grow(i + 1, acc | bits[i]!, size + 1)
    }
  }
  grow(0, 0, 0)
  return out
}

export function encodeValues(
  model: ExactModel,
  values: Float32Array | Float64Array,
  scale: number,
): EncodedValues {
  const nu = model.upper.count
  const order = upperOrder(model)
  const lowerCount = model.lowerCodes.length
  // dq[li * nu + oi]: the step from the previous upper state in coding order (the first: itself).
  const dq = new Int32Array(model.stateCount)
  for (let li = 0; li < lowerCount; li++) {
    let previous = 0
    for (let oi = 0; oi < nu; oi++) {
      const q = Math.round(values[li * nu + order[oi]!]! * scale)
      dq[li * nu + oi] = q - previous
      previous = q
    }
  }
  const predictors = new Uint16Array(lowerCount)
  const residuals = new Int32Array(model.stateCount)
  const trial = new Int32Array(nu)
  for (let li = 0; li < lowerCount; li++) {
    const code = model.lowerCodes[li]!
    let bestCost = Infinity
    for (const bits of candidateBits(code)) {
      const terms = predictorTerms(model, code, bits)
      if (!terms) continue
      let cost = 0
      for (let oi = 0; oi < nu && cost < bestCost; oi++) {
        let r = dq[li * nu + oi]!
        for (const [index, sign] of terms) r -= sign * dq[index * nu + oi]!
        trial[oi] = r
        cost += 32 - Math.clz32((r << 1) ^ (r >> 31)) // about the bits r costs
      }
      if (cost < bestCost) {
        bestCost = cost
        predictors[li] = bits
        residuals.set(trial, li * nu)
      }
    }
  }
  return { predictors, residuals }
}

/** Rebuilds the values (state order) from encodeValues' output; throws on a predictor it cannot use. */
export function decodeValues(
  model: ExactModel,
  { predictors, residuals }: EncodedValues,
  scale: number,
): Float32Array<ArrayBuffer> {
  const nu = model.upper.count
  const order = upperOrder(model)
  const lowerCount = model.lowerCodes.length
  if (predictors.length !== lowerCount || residuals.length !== model.stateCount) {
    throw new RangeError('the encoded table does not have this model’s shape')
  }
  const dq = new Int32Array(model.stateCount)
  const values = new Float32Array(model.stateCount)
  for (let li = 0; li < lowerCount; li++) {
    const code = model.lowerCodes[li]!
    const bits = predictors[li]!
    const terms = (bits & ~code) === 0 ? predictorTerms(model, code, bits) : null
    // Predictors only refer to codes with fewer bits, which come earlier in lower index order.
    if (!terms || terms.some(([index]) => index >= li)) throw new RangeError('bad predictor')
    // Whole rows at a time: plain loops over typed arrays are what the JIT makes fast.
    const base = li * nu
    dq.set(residuals.subarray(base, base + nu), base)
    for (const [index, sign] of terms) {
      const from = index * nu
      for (let oi = 0; oi < nu; oi++) dq[base + oi] = dq[base + oi]! + sign * dq[from + oi]!
    }
    let q = 0
    for (let oi = 0; oi < nu; oi++) {
      q += dq[base + oi]!
      values[base + order[oi]!] = q / scale
    }
  }
  return values
}

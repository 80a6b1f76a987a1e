import { exactModel, isExactVariant, type ExactVariantId } from './model'
import { decodeValues, encodeValues } from './table-codec'
import {
  solverVersion,
  tableFromStorage,
  TableMismatchError,
  type SolvedTable,
  type TableMeta,
} from './table'

/**
 * The solved tables the build ships as static files (build/advisor-tables.ts), so the first advice
 * needs no solve on the device. File layout:
 *
 *   "YPTB" · codec version (1 byte) · 3 bytes 0 · header length (uint32 LE) · header JSON
 *   · gzip( predictor bits (uint16 LE per lower code) · `width` byte planes of zigzag residuals )
 *
 * The header carries the TableMeta, so the rules fingerprint is checked before any decoding; gzip's
 * CRC catches a damaged download. The codec version is in the file name too, so a build that codes
 * differently never meets an old file under the same URL.
 */
export const SHIPPED_CODEC = 1
/** 1/256 point: values are at most 0.002 points off, far below the 0.1 the UI shows. */
export const SHIPPED_SCALE = 256

const MAGIC = [0x59, 0x50, 0x54, 0x42] // "YPTB"
const PREAMBLE = 12

interface ShippedHeader {
  meta: TableMeta
  scale: number
  /** Bytes per zigzag residual (byte planes). */
  width: number
}

/** Path of a variant's shipped table, relative to the app's base URL. */
export function shippedTableFile(variant: ExactVariantId): string {
  return `advisor/${variant}-${solverVersion(variant, {})}-c${SHIPPED_CODEC}.bin`
}

export function packShippedTable(
  table: SolvedTable,
  gzip: (bytes: Uint8Array) => Uint8Array,
  scale = SHIPPED_SCALE,
): Uint8Array {
  const model = exactModel(table.meta.variant, {})
  const { predictors, residuals } = encodeValues(model, table.values, scale)
  let largest = 0
  for (const r of residuals) largest = Math.max(largest, zigzag(r))
  const width = largest < 0x100 ? 1 : largest < 0x10000 ? 2 : largest < 0x1000000 ? 3 : 4
  const n = residuals.length
  const body = new Uint8Array(predictors.length * 2 + width * n)
  const view = new DataView(body.buffer)
  predictors.forEach((bits, i) => view.setUint16(i * 2, bits, true))
  const planes = predictors.length * 2
  // Byte planes: the high bytes are nearly all zero and compress to almost nothing.
  for (let i = 0; i < n; i++) {
    const z = zigzag(residuals[i]!)
    for (let k = 0; k < width; k++) body[planes + k * n + i] = (z >>> (8 * k)) & 0xff
  }
  // No solve time: the same values must give the same bytes, or every clean build (CI) would change
  // the file's precache revision and send every device the tables again.
  const header: ShippedHeader = { meta: { ...table.meta, solveMs: 0 }, scale, width }
  const json = new TextEncoder().encode(JSON.stringify(header))
  const compressed = gzip(body)
  const file = new Uint8Array(PREAMBLE + json.length + compressed.length)
  file.set(MAGIC, 0)
  file[4] = SHIPPED_CODEC
  new DataView(file.buffer).setUint32(8, json.length, true)
  file.set(json, PREAMBLE)
  file.set(compressed, PREAMBLE + json.length)
  return file
}

/**
 * Reads a shipped table back; throws TableMismatchError when it is not one this build can use
 * (another codec, other rules, wrong size), so the caller can solve instead.
 */
export async function unpackShippedTable(
  file: ArrayBuffer | Uint8Array,
  gunzip: (bytes: Uint8Array) => Promise<Uint8Array>,
): Promise<SolvedTable> {
  const bytes = file instanceof Uint8Array ? file : new Uint8Array(file)
  if (bytes.length < PREAMBLE || MAGIC.some((b, i) => bytes[i] !== b)) {
    throw new TableMismatchError('not a shipped table file')
  }
  if (bytes[4] !== SHIPPED_CODEC) throw new TableMismatchError(`codec ${bytes[4]}`)
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(8, true)
  let header: Partial<ShippedHeader>
  try {
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(PREAMBLE, PREAMBLE + length)))
  } catch {
    throw new TableMismatchError('bad header')
  }
  const { meta, scale, width } = header
  const variant = meta?.variant
  if (!meta || typeof variant !== 'string' || !isExactVariant(variant)) {
    throw new TableMismatchError('no exact variant in its header')
  }
  const model = exactModel(variant, {})
  if (meta.rulesFingerprint !== model.rulesFingerprint) {
    throw new TableMismatchError('the rules have changed since it was solved')
  }
  if (!Number.isInteger(scale) || !Number.isInteger(width) || width! < 1 || width! > 4) {
    throw new TableMismatchError('bad header')
  }
  const body = await gunzip(bytes.subarray(PREAMBLE + length)).catch(() => {
    throw new TableMismatchError('damaged data')
  })
  const lowerCount = model.lowerCodes.length
  const n = model.stateCount
  if (body.length !== lowerCount * 2 + width! * n) throw new TableMismatchError('truncated data')
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength)
  const predictors = Uint16Array.from({ length: lowerCount }, (_, i) => view.getUint16(i * 2, true))
  const residuals = new Int32Array(n)
  const planes = lowerCount * 2
  for (let i = 0; i < n; i++) {
    let z = 0
    for (let k = 0; k < width!; k++) z |= body[planes + k * n + i]! << (8 * k)
    residuals[i] = (z >>> 1) ^ -(z & 1)
  }
  let values: Float32Array<ArrayBuffer>
  try {
    values = decodeValues(model, { predictors, residuals }, scale!)
  } catch (error) {
    throw new TableMismatchError(error instanceof Error ? error.message : String(error))
  }
  return tableFromStorage({ ...meta }, values.buffer) // the buffer itself: no copy
}

function zigzag(r: number): number {
  return ((r << 1) ^ (r >> 31)) >>> 0
}

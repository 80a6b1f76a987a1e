import { crc32 } from './bytes'

/** Bytes 8–32 of every PNG: the signature and the IHDR chunk, after which a text chunk may go. */
const AFTER_HEADER = 8 + 4 + 4 + 13 + 4
const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10]

/**
 * The PNG with an iTXt chunk (UTF-8 text, any language) under `keyword` placed after its header,
 * so the file carries its words: an image viewer, a screen reader or a test can read what the
 * picture shows without reading pixels.
 */
export function withPngText(png: Uint8Array, keyword: string, text: string): Uint8Array {
  // Not a PNG with its header where the format puts it: handed back as it is, never broken.
  if (png.length < AFTER_HEADER || !PNG_SIGNATURE.every((byte, i) => png[i] === byte)) return png
  const encoder = new TextEncoder()
  // keyword NUL, not compressed (0), method 0, no language tag NUL, no translated keyword NUL.
  const data = new Uint8Array([...encoder.encode(keyword), 0, 0, 0, 0, 0, ...encoder.encode(text)])
  const type = encoder.encode('iTXt')
  const chunk = new Uint8Array(12 + data.length)
  const view = new DataView(chunk.buffer)
  view.setUint32(0, data.length)
  chunk.set(type, 4)
  chunk.set(data, 8)
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)))
  const out = new Uint8Array(png.length + chunk.length)
  out.set(png.subarray(0, AFTER_HEADER))
  out.set(chunk, AFTER_HEADER)
  out.set(png.subarray(AFTER_HEADER), AFTER_HEADER + chunk.length)
  return out
}

/** The text of the PNG's first iTXt chunk under `keyword`, or null. */
export function pngText(png: Uint8Array, keyword: string): string | null {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  const decoder = new TextDecoder()
  for (let at = 8; at + 12 <= png.length;) {
    const length = view.getUint32(at)
    const type = decoder.decode(png.subarray(at + 4, at + 8))
    const data = png.subarray(at + 8, at + 8 + length)
    if (type === 'iTXt') {
      const end = data.indexOf(0)
      if (decoder.decode(data.subarray(0, end)) === keyword) {
        let cursor = end + 3
        cursor = data.indexOf(0, cursor) + 1
        cursor = data.indexOf(0, cursor) + 1
        return decoder.decode(data.subarray(cursor))
      }
    }
    at += 12 + length
  }
  return null
}

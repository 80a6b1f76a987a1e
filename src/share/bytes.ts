/** A growing byte buffer with the few encodings the game link needs. */
export class ByteWriter {
  private bytes: number[] = []

  byte(value: number): void {
    this.bytes.push(value & 0xff)
  }

  /** Unsigned LEB128: small numbers (most deltas and counts) take one byte. */
  varint(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a count: ${value}`)
    let rest = value
    while (rest >= 0x80) {
      this.bytes.push((rest % 0x80) | 0x80)
      rest = Math.floor(rest / 0x80)
    }
    this.bytes.push(rest)
  }

  /** Zigzag: a small negative number stays small. */
  signed(value: number): void {
    this.varint(value < 0 ? -2 * value - 1 : 2 * value)
  }

  raw(bytes: Uint8Array): void {
    for (const byte of bytes) this.bytes.push(byte)
  }

  text(value: string): void {
    const encoded = new TextEncoder().encode(value)
    this.varint(encoded.length)
    this.raw(encoded)
  }

  result(): Uint8Array {
    return Uint8Array.from(this.bytes)
  }
}

/** Thrown when the bytes end early or hold a value the format cannot have. */
export class ByteFormatError extends Error {}

export class ByteReader {
  private offset = 0
  constructor(private readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.offset === this.bytes.length
  }

  byte(): number {
    const value = this.bytes[this.offset]
    if (value === undefined) throw new ByteFormatError('the data ends early')
    this.offset += 1
    return value
  }

  varint(): number {
    let value = 0
    let scale = 1
    for (;;) {
      const byte = this.byte()
      value += (byte & 0x7f) * scale
      if (byte < 0x80) break
      scale *= 0x80
      if (scale > Number.MAX_SAFE_INTEGER) throw new ByteFormatError('a number is too large')
    }
    return value
  }

  signed(): number {
    const zigzag = this.varint()
    return zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2
  }

  raw(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new ByteFormatError('the data ends early')
    const slice = this.bytes.slice(this.offset, this.offset + length)
    this.offset += length
    return slice
  }

  text(maxBytes: number): string {
    const length = this.varint()
    if (length > maxBytes) throw new ByteFormatError('a text is too long')
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(this.raw(length))
    } catch (error) {
      if (error instanceof ByteFormatError) throw error
      throw new ByteFormatError('a text is not UTF-8')
    }
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

/** CRC-32 (as in PNG and zip): an altered link fails it. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Throws a ByteFormatError on any character outside base64url. */
export function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new ByteFormatError('not base64url')
  // No whole number of bytes ends this way: the text was cut.
  if (text.length % 4 === 1) throw new ByteFormatError('the data ends early')
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

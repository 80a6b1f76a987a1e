/**
 * Base45 (RFC 9285): bytes as text made only of the 45 characters of a QR code's alphanumeric
 * mode, which packs 5.5 bits a character where byte mode packs 8 bits a byte. Two bytes become
 * three characters, a last odd byte two; BarcodeDetector hands the text back as it is.
 */
export const BASE45_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'

/** Why a text is not Base45. */
export type Base45ErrorCode = 'bad-character' | 'bad-length' | 'out-of-range'

export class Base45Error extends Error {
  constructor(
    readonly code: Base45ErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'Base45Error'
  }
}

const VALUES = new Map([...BASE45_ALPHABET].map((character, value) => [character, value]))

export function encodeBase45(bytes: Uint8Array): string {
  let text = ''
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    let value = bytes[i]! * 256 + bytes[i + 1]!
    for (let digit = 0; digit < 3; digit++) {
      text += BASE45_ALPHABET[value % 45]
      value = Math.floor(value / 45)
    }
  }
  if (bytes.length % 2 === 1) {
    const last = bytes[bytes.length - 1]!
    text += BASE45_ALPHABET[last % 45]! + BASE45_ALPHABET[Math.floor(last / 45)]!
  }
  return text
}

function digitAt(text: string, index: number): number {
  const value = VALUES.get(text[index]!)
  if (value === undefined) {
    throw new Base45Error(
      'bad-character',
      `Character ${index + 1} (${JSON.stringify(text[index])}) is not Base45.`,
    )
  }
  return value
}

/** Throws a Base45Error on a character outside the alphabet, a cut length or a group over 65535. */
export function decodeBase45(text: string): Uint8Array {
  if (text.length % 3 === 1) {
    throw new Base45Error('bad-length', `${text.length} characters cannot be Base45 (cut short?).`)
  }
  const bytes = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0))
  let out = 0
  for (let i = 0; i < text.length; i += 3) {
    const group = Math.min(3, text.length - i)
    let value = 0
    for (let digit = group - 1; digit >= 0; digit--) value = value * 45 + digitAt(text, i + digit)
    const most = group === 3 ? 0xffff : 0xff
    if (value > most) {
      throw new Base45Error(
        'out-of-range',
        `Characters ${i + 1}–${i + group} hold ${value}, more than ${group - 1} byte(s) can.`,
      )
    }
    if (group === 3) bytes[out++] = value >> 8
    bytes[out++] = value & 0xff
  }
  return bytes
}

import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Base45Error, decodeBase45, encodeBase45 } from '@/live/base45'

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
const bytesOf = (value: string) => new TextEncoder().encode(value)

function refusal(input: string): string {
  try {
    decodeBase45(input)
  } catch (error) {
    if (error instanceof Base45Error) return error.code
    throw error
  }
  throw new Error(`${JSON.stringify(input)} was accepted`)
}

describe('Base45 (RFC 9285)', () => {
  // RFC 9285, sections 4.3 and 4.4.
  it.each([
    ['AB', 'BB8'],
    ['Hello!!', '%69 VD92EX0'],
    ['base-45', 'UJCLQE7W581'],
  ])('encodes %j as %j, and back', (plain, encoded) => {
    expect(encodeBase45(bytesOf(plain))).toBe(encoded)
    expect(text(decodeBase45(encoded))).toBe(plain)
  })

  it('decodes the RFC example "QED8WEX0" to "ietf!"', () => {
    expect(text(decodeBase45('QED8WEX0'))).toBe('ietf!')
  })

  it('turns nothing into nothing', () => {
    expect(encodeBase45(new Uint8Array())).toBe('')
    expect(decodeBase45('')).toEqual(new Uint8Array())
  })

  it('gives back every byte string it encoded, in the QR alphanumeric alphabet only', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const encoded = encodeBase45(bytes)
        expect(encoded).toMatch(/^[0-9A-Z $%*+\-./:]*$/)
        expect(encoded.length).toBe(Math.floor(bytes.length / 2) * 3 + (bytes.length % 2) * 2)
        expect(decodeBase45(encoded)).toEqual(bytes)
      }),
    )
  })

  it('refuses a group worth more than two bytes (the RFC\'s "GGW" is 65536)', () => {
    expect(refusal('GGW')).toBe('out-of-range')
    // A last pair over 255.
    expect(refusal('BB8::')).toBe('out-of-range')
  })

  it('refuses lower case and characters outside the alphabet, naming where', () => {
    expect(refusal('bb8')).toBe('bad-character')
    expect(() => decodeBase45('BB8B#')).toThrow(/Character 5 \("#"\)/)
  })

  it('refuses a length no encoding gives (one character left over)', () => {
    expect(refusal('BB8B')).toBe('bad-length')
    expect(refusal('B')).toBe('bad-length')
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { encode as encodeQr } from 'uqr'
import { formatIpv6 } from '@/live/addresses'
import { decodeBase45, encodeBase45 } from '@/live/base45'
import { deriveIceCredentials, withIceCredentials } from '@/live/ice-credentials'
import {
  decodePairingCode,
  encodePairingCode,
  MAX_CODE_LENGTH,
  PairingCodeError,
  type PairingCode,
} from '@/live/pairing-code'
import { descriptionOf, pairingCodeOf, type SessionDescription } from '@/live/session-description'

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')

/** Chromium 156's own descriptions, gathered in a network namespace with an IPv4 and an IPv6 address. */
const CHROMIUM_OFFER = fixture('chromium-offer.sdp')
const CHROMIUM_ANSWER = fixture('chromium-answer.sdp')
/** Chromium's offer as it makes it by default, without camera permission: an mDNS name. */
const CHROMIUM_MDNS_OFFER = fixture('chromium-offer-mdns.sdp')

const fingerprintLine = (sdp: string) => /^a=fingerprint:.*$/m.exec(sdp)?.[0].trim()
const candidates = (sdp: string) =>
  [...sdp.matchAll(/^a=candidate:\S+ \d+ (\S+) \d+ (\S+) (\d+) typ (\S+)/gm)].map((match) =>
    match.slice(1).join(' '),
  )
const credentials = (sdp: string) => ({
  ufrag: /^a=ice-ufrag:(\S+)/m.exec(sdp)?.[1],
  pwd: /^a=ice-pwd:(\S+)/m.exec(sdp)?.[1],
})

/** A description as the app sets it locally: Chromium's, with the credentials its code implies. */
async function asSet(type: 'offer' | 'answer', sdp: string): Promise<SessionDescription> {
  const fingerprint = /sha-256 (\S+)/.exec(sdp)![1]!
  const bytes = Uint8Array.from(fingerprint.split(':'), (pair) => parseInt(pair, 16))
  return { type, sdp: withIceCredentials(sdp, await deriveIceCredentials(bytes)) }
}

function refusal(text: string, expected?: 'offer' | 'answer'): string {
  try {
    decodePairingCode(text, expected)
  } catch (error) {
    if (error instanceof PairingCodeError) return error.code
    throw error
  }
  throw new Error(`${JSON.stringify(text)} was accepted`)
}

const qrVersion = (text: string) => encodeQr(text, { ecc: 'L' }).version

describe('a pairing code from a description Chromium made', () => {
  it.each([
    ['offer', CHROMIUM_OFFER],
    ['answer', CHROMIUM_ANSWER],
    ['offer', CHROMIUM_MDNS_OFFER],
  ] as const)(
    'rebuilds the %s with the same fingerprint, credentials and candidates',
    async (type, sdp) => {
      const local = await asSet(type, sdp)
      const text = encodePairingCode(await pairingCodeOf(local))
      const rebuilt = await descriptionOf(decodePairingCode(text, type))
      expect(rebuilt.type).toBe(type)
      expect(fingerprintLine(rebuilt.sdp)).toBe(fingerprintLine(sdp))
      expect(credentials(rebuilt.sdp)).toEqual(credentials(local.sdp))
      expect(candidates(rebuilt.sdp)).toEqual(candidates(sdp))
      expect(rebuilt.sdp).toContain(type === 'offer' ? 'a=setup:actpass' : 'a=setup:active')
    },
  )

  it('fits a version 4 QR code in alphanumeric mode with two addresses, version 3 with one', async () => {
    const code = await pairingCodeOf(await asSet('offer', CHROMIUM_OFFER))
    const both = encodePairingCode(code)
    const ipv4Only = encodePairingCode({ ...code, candidates: code.candidates.slice(0, 1) })
    expect([decodeBase45(both).length, both.length, qrVersion(both)]).toEqual([64, 96, 4])
    expect([decodeBase45(ipv4Only).length, ipv4Only.length, qrVersion(ipv4Only)]).toEqual([
      45, 68, 3,
    ])
  })

  it('carries an mDNS name as its 16 bytes, with no default address in the rebuilt description', async () => {
    const code = await pairingCodeOf(await asSet('offer', CHROMIUM_MDNS_OFFER))
    const text = encodePairingCode(code)
    expect(code.candidates).toEqual([
      { family: 'mdns', address: 'c86bdb95-cd3f-4a82-b697-389627b237f3.local', port: 33744 },
    ])
    expect([decodeBase45(text).length, text.length, qrVersion(text)]).toEqual([57, 86, 4])
    const rebuilt = await descriptionOf(decodePairingCode(text))
    expect(rebuilt.sdp).toContain('c=IN IP4 0.0.0.0\r\n')
  })

  it('refuses a description whose credentials are not the derived ones', async () => {
    await expect(pairingCodeOf({ type: 'offer', sdp: CHROMIUM_OFFER })).rejects.toThrow(/derived/)
  })
})

const sample: PairingCode = {
  role: 'offer',
  fingerprint: Uint8Array.from({ length: 32 }, (_, i) => i * 7),
  candidates: [
    { family: 4, address: '192.168.1.23', port: 53401 },
    { family: 6, address: 'fe80::1c2a:3bff:fe4d:5e6f', port: 9 },
  ],
}

describe('reading a pairing code', () => {
  it('gives back every code it wrote', () => {
    const candidate = fc.oneof(
      fc.ipV4().map((address) => ({ family: 4 as const, address })),
      fc
        .uint8Array({ minLength: 16, maxLength: 16 })
        .map((bytes) => ({ family: 6 as const, address: formatIpv6(bytes) })),
      fc.uuid().map((uuid) => ({ family: 'mdns' as const, address: `${uuid}.local` })),
    )
    fc.assert(
      fc.property(
        fc.constantFrom('offer' as const, 'answer' as const),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.array(fc.tuple(candidate, fc.integer({ min: 1, max: 65535 })), {
          minLength: 1,
          maxLength: 4,
        }),
        (role, fingerprint, found) => {
          const code: PairingCode = {
            role,
            fingerprint,
            candidates: found.map(([where, port]) => ({ ...where, port })),
          }
          const text = encodePairingCode(code)
          expect(text.length).toBeLessThanOrEqual(MAX_CODE_LENGTH)
          const read = decodePairingCode(text)
          expect(read.role).toBe(role)
          expect(read.fingerprint).toEqual(fingerprint)
          // Addresses come back in their short form: compare the bytes' meaning, not the text.
          expect(encodePairingCode(read)).toBe(text)
        },
      ),
    )
  })

  it('ignores line breaks around a pasted code', () => {
    const text = encodePairingCode(sample)
    expect(decodePairingCode(`\n${text}\r\n`).candidates).toEqual(sample.candidates)
  })

  it('refuses a code with a changed character as damaged', () => {
    const text = encodePairingCode(sample)
    const changed = text.slice(0, 20) + (text[20] === 'A' ? 'B' : 'A') + text.slice(21)
    expect(refusal(changed)).toBe('damaged')
  })

  it('refuses a code cut short', () => {
    const text = encodePairingCode(sample)
    expect(refusal(text.slice(0, -3))).toBe('damaged')
    expect(refusal(text.slice(0, -2))).toBe('truncated')
    // Two characters left of a group of three: they may even read as more than a byte.
    expect(['damaged', 'truncated']).toContain(refusal(text.slice(0, -1)))
    expect(refusal(text.slice(0, 30))).toBe('truncated')
  })

  it('refuses a code longer than any pairing code', () => {
    expect(refusal(encodePairingCode(sample).repeat(3))).toBe('too-long')
  })

  it('refuses text that is not a pairing code', () => {
    expect(refusal('https://example.org/menu')).toBe('not-a-code')
    expect(refusal(encodeBase45(new TextEncoder().encode('HELLO, TABLE')))).toBe('not-a-code')
  })

  it("refuses the other side's kind of code when one kind is expected", () => {
    expect(refusal(encodePairingCode(sample), 'answer')).toBe('wrong-role')
  })

  it('refuses a code from a newer format', () => {
    const bytes = decodeBase45(encodePairingCode(sample))
    bytes[1] = 0x20
    expect(refusal(encodeBase45(bytes))).toBe('newer-version')
  })

  it('will not make a code without an address to reach the phone at', () => {
    expect(() => encodePairingCode({ ...sample, candidates: [] })).toThrow(PairingCodeError)
  })
})

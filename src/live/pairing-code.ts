import { ByteFormatError, ByteReader, ByteWriter, crc32 } from '@/share/bytes'
import {
  formatIpv4,
  formatIpv6,
  formatMdnsName,
  ipv4Bytes,
  ipv6Bytes,
  mdnsNameBytes,
} from './addresses'
import { Base45Error, decodeBase45, encodeBase45 } from './base45'
import { PairingCodeError } from './pairing-errors'

export { PairingCodeError, type PairingCodeErrorCode } from './pairing-errors'

/**
 * What one phone must tell the other to open a data channel with no server: a pairing code.
 * After QWBP (magarcia/qwbp, MIT): the DTLS fingerprint, which the ICE credentials are derived
 * from (ice-credentials.ts), and the host candidates, since both phones share one Wi-Fi; the
 * rest of the SDP is the same every time and is rebuilt (session-description.ts). Unlike QWBP the
 * roles are fixed (the host offers, the guest answers) and the code says which it is, and a
 * CRC-32 refuses a code altered on its way (a QR code has its own error correction; pasted text
 * has none).
 *
 * Layout, version 1 (big-endian):
 *   0      'Y' (0x59)
 *   1      version (high nibble) | role (bit 0: 0 offer, 1 answer)
 *   2–33   SHA-256 fingerprint of the DTLS certificate
 *   then   per candidate: its kind (4 IPv4, 6 IPv6, 0x6D an mDNS name), the address (4 bytes) or
 *          the name's UUID (16 bytes), the UDP port (2 bytes)
 *   last 4 CRC-32 of everything before
 */
export const PAIRING_CODE_VERSION = 1
/** More would not fit a quick scan; a phone has one or two addresses on its Wi-Fi. */
export const MAX_CANDIDATES = 4

const MAGIC = 0x59
const FINGERPRINT_BYTES = 32
const HEADER_BYTES = 2 + FINGERPRINT_BYTES
const CHECK_BYTES = 4
/** Four IPv6 candidates: the longest code a version 1 decoder reads, in Base45 characters. */
export const MAX_CODE_LENGTH = Math.ceil(((HEADER_BYTES + CHECK_BYTES + 19 * 4) * 3) / 2)

export type PairingRole = 'offer' | 'answer'

export interface HostCandidate {
  /** 'mdns': a browser's "<uuid>.local" name in place of its address (no camera permission). */
  family: 4 | 6 | 'mdns'
  address: string
  port: number
}

/** How each kind of address is written in a code. */
const FAMILIES = {
  4: { tag: 4, size: 4, toBytes: ipv4Bytes, fromBytes: formatIpv4 },
  6: { tag: 6, size: 16, toBytes: ipv6Bytes, fromBytes: formatIpv6 },
  mdns: { tag: 0x6d, size: 16, toBytes: mdnsNameBytes, fromBytes: formatMdnsName },
} as const
const FAMILY_BY_TAG = new Map<number, HostCandidate['family']>([
  [4, 4],
  [6, 6],
  [0x6d, 'mdns'],
])

export interface PairingCode {
  role: PairingRole
  /** The 32 bytes of the certificate's SHA-256 fingerprint. */
  fingerprint: Uint8Array
  candidates: HostCandidate[]
}

/** The fingerprint as the protocol's hello carries it: 64 lower-case hex digits. */
export function fingerprintHex(fingerprint: Uint8Array): string {
  return Array.from(fingerprint, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function addressBytes(candidate: HostCandidate): Uint8Array {
  const bytes = FAMILIES[candidate.family].toBytes(candidate.address)
  if (!bytes || !Number.isInteger(candidate.port) || candidate.port < 1 || candidate.port > 65535) {
    throw new PairingCodeError(
      'bad-candidate',
      `${candidate.address} port ${candidate.port} is not an address a pairing code can carry.`,
    )
  }
  return bytes
}

export function encodePairingCode(code: PairingCode): string {
  if (code.fingerprint.length !== FINGERPRINT_BYTES) {
    throw new PairingCodeError('not-a-code', 'A pairing code needs a SHA-256 fingerprint.')
  }
  if (code.candidates.length === 0) {
    throw new PairingCodeError(
      'no-candidate',
      'This phone found no address on the local network to be reached at.',
    )
  }
  const writer = new ByteWriter()
  writer.byte(MAGIC)
  writer.byte((PAIRING_CODE_VERSION << 4) | (code.role === 'answer' ? 1 : 0))
  writer.raw(code.fingerprint)
  for (const candidate of code.candidates.slice(0, MAX_CANDIDATES)) {
    writer.byte(FAMILIES[candidate.family].tag)
    writer.raw(addressBytes(candidate))
    writer.byte(candidate.port >> 8)
    writer.byte(candidate.port & 0xff)
  }
  const body = writer.result()
  const check = crc32(body)
  const bytes = new Uint8Array(body.length + CHECK_BYTES)
  bytes.set(body)
  new DataView(bytes.buffer).setUint32(body.length, check)
  return encodeBase45(bytes)
}

function readCandidate(reader: ByteReader): HostCandidate {
  const tag = reader.byte()
  const family = FAMILY_BY_TAG.get(tag)
  if (family === undefined) {
    throw new PairingCodeError('bad-candidate', `The code holds an unknown address kind (${tag}).`)
  }
  const bytes = reader.raw(FAMILIES[family].size)
  const port = (reader.byte() << 8) | reader.byte()
  if (port === 0) throw new PairingCodeError('bad-candidate', 'The code holds port 0.')
  return { family, address: FAMILIES[family].fromBytes(bytes), port }
}

function codeBytes(text: string): Uint8Array {
  if (text.length > MAX_CODE_LENGTH) {
    throw new PairingCodeError(
      'too-long',
      `The code has ${text.length} characters; a pairing code has at most ${MAX_CODE_LENGTH}.`,
    )
  }
  try {
    return decodeBase45(text)
  } catch (error) {
    if (!(error instanceof Base45Error)) throw error
    if (error.code === 'bad-character') {
      throw new PairingCodeError(
        'not-a-code',
        `This is not a Yatzy Pad pairing code: ${error.message}`,
      )
    }
    throw new PairingCodeError(
      error.code === 'bad-length' ? 'truncated' : 'damaged',
      'The code is damaged or cut short: scan or copy all of it again.',
    )
  }
}

/**
 * Reads a code typed, pasted or scanned. Line breaks around it are ignored (not spaces: a space is
 * a Base45 character). Throws a PairingCodeError; `expected` refuses the other side's kind of code
 * (a guest pasting another guest's answer).
 */
export function decodePairingCode(text: string, expected?: PairingRole): PairingCode {
  const bytes = codeBytes(text.replace(/^[\r\n\t]+|[\r\n\t]+$/g, ''))
  if (bytes[0] !== MAGIC) {
    throw new PairingCodeError('not-a-code', 'This is not a Yatzy Pad pairing code.')
  }
  if (bytes.length < HEADER_BYTES + CHECK_BYTES) {
    throw new PairingCodeError('truncated', 'The code is cut short: scan or copy all of it.')
  }
  const body = bytes.subarray(0, bytes.length - CHECK_BYTES)
  const check = new DataView(bytes.buffer).getUint32(body.length)
  if (crc32(body) !== check) {
    // A newer format may check itself differently: say so rather than "damaged".
    if (bytes[1]! >> 4 > PAIRING_CODE_VERSION) throw newerVersion(bytes[1]! >> 4)
    throw new PairingCodeError(
      'damaged',
      'The code is damaged or cut short: scan or copy it again.',
    )
  }
  const reader = new ByteReader(body)
  reader.byte()
  const versionAndRole = reader.byte()
  if (versionAndRole >> 4 !== PAIRING_CODE_VERSION) throw newerVersion(versionAndRole >> 4)
  const role: PairingRole = (versionAndRole & 1) === 1 ? 'answer' : 'offer'
  if (expected && role !== expected) {
    throw new PairingCodeError(
      'wrong-role',
      expected === 'offer'
        ? "This is a guest's answer code; scan the code on the host's screen."
        : "This is a host's code; scan the answer code on the guest's screen.",
      expected,
    )
  }
  const fingerprint = reader.raw(FINGERPRINT_BYTES)
  const candidates: HostCandidate[] = []
  try {
    while (!reader.done) candidates.push(readCandidate(reader))
  } catch (error) {
    if (error instanceof ByteFormatError) {
      throw new PairingCodeError('truncated', 'The code is cut short: scan or copy all of it.')
    }
    throw error
  }
  if (candidates.length === 0) {
    throw new PairingCodeError('no-candidate', 'The code holds no address to reach the phone at.')
  }
  if (candidates.length > MAX_CANDIDATES) {
    throw new PairingCodeError('too-long', `The code holds more than ${MAX_CANDIDATES} addresses.`)
  }
  return { role, fingerprint, candidates }
}

function newerVersion(version: number): PairingCodeError {
  return new PairingCodeError(
    'newer-version',
    `The code was made by a newer Yatzy Pad (format ${version}); update the app on this phone.`,
  )
}

import { deriveIceCredentials } from './ice-credentials'
import {
  MAX_CANDIDATES,
  PairingCodeError,
  type HostCandidate,
  type PairingCode,
  type PairingRole,
} from './pairing-code'
import { ipv4Bytes, ipv6Bytes, mdnsNameBytes } from './addresses'

/** The two fields of an RTCSessionDescriptionInit this module reads and writes. */
export interface SessionDescription {
  type: PairingRole
  sdp: string
}

function fingerprintOf(sdp: string): Uint8Array {
  const hex = /^a=fingerprint:sha-256 ([0-9A-Fa-f:]{95})\r?$/m.exec(sdp)?.[1]
  if (!hex) throw new PairingCodeError('not-a-code', 'The description has no SHA-256 fingerprint.')
  return Uint8Array.from(hex.split(':'), (pair) => parseInt(pair, 16))
}

/** a=candidate:<foundation> <component> <transport> <priority> <address> <port> typ <type> … */
const CANDIDATE_LINE = /^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ host\b/gim

function familyOf(address: string): HostCandidate['family'] | null {
  if (ipv4Bytes(address)) return 4
  if (ipv6Bytes(address)) return 6
  return mdnsNameBytes(address) ? 'mdns' : null
}

/** Addresses before names: a name needs an mDNS answer first, where one may never come. */
const FAMILY_ORDER = { 4: 0, 6: 1, mdns: 2 }

/**
 * The UDP host candidates of component 1, IPv4 first: what phones on one Wi-Fi reach each other
 * by. A browser without camera permission shows "<uuid>.local" names instead of its addresses.
 */
function hostCandidatesOf(sdp: string): HostCandidate[] {
  const candidates: HostCandidate[] = []
  for (const [, address, port] of sdp.matchAll(CANDIDATE_LINE)) {
    const family = familyOf(address!)
    if (family === null) continue
    const candidate: HostCandidate = { family, address: address!, port: Number(port) }
    if (!candidates.some((known) => known.address === address && known.port === candidate.port)) {
      candidates.push(candidate)
    }
  }
  candidates.sort((a, b) => FAMILY_ORDER[a.family] - FAMILY_ORDER[b.family])
  return candidates.slice(0, MAX_CANDIDATES)
}

function credentialOf(sdp: string, name: 'ufrag' | 'pwd'): string | undefined {
  return new RegExp(`^a=ice-${name}:(\\S+)\\r?$`, 'm').exec(sdp)?.[1]
}

/**
 * The pairing code for a local description once ICE gathering is complete. Its ICE credentials
 * must already be the ones derived from its fingerprint (see withIceCredentials), since the other
 * phone will derive them rather than read them.
 */
export async function pairingCodeOf(description: SessionDescription): Promise<PairingCode> {
  const fingerprint = fingerprintOf(description.sdp)
  const derived = await deriveIceCredentials(fingerprint)
  if (
    credentialOf(description.sdp, 'ufrag') !== derived.ufrag ||
    credentialOf(description.sdp, 'pwd') !== derived.pwd
  ) {
    throw new Error(
      'The description was set without the ICE credentials derived from its fingerprint.',
    )
  }
  return {
    role: description.type,
    fingerprint,
    candidates: hostCandidatesOf(description.sdp),
  }
}

const hexPair = (byte: number) => byte.toString(16).toUpperCase().padStart(2, '0')

/** The first 8 bytes of the fingerprint, below 2^63: the same session id on every rebuild. */
function sessionId(fingerprint: Uint8Array): string {
  let id = 0n
  for (const byte of fingerprint.subarray(0, 8)) id = (id << 8n) | BigInt(byte)
  return String(id & 0x7fffffffffffffffn)
}

/**
 * The full description for the other phone's setRemoteDescription, rebuilt from a code: one data
 * channel over SCTP, the candidates written in, gathering ended (nothing will trickle later).
 * With no candidate it describes a phone known only by its certificate (see offerRejoin).
 */
export async function descriptionOf(code: PairingCode): Promise<SessionDescription> {
  const { ufrag, pwd } = await deriveIceCredentials(code.fingerprint)
  // The default address: the first IP address, or none ("0.0.0.0", port 9) with names only, or
  // with no candidate at all (a rejoin: the host learns the guest's address from its checks).
  const first = code.candidates.find((candidate) => candidate.family !== 'mdns')
  const candidateLines = code.candidates.map(
    (candidate, index) =>
      // Host candidate priority (RFC 8445): type 126, local preference falling with the order.
      `a=candidate:${index + 1} 1 udp ${(126 << 24) + ((65535 - index) << 8) + 255} ` +
      `${candidate.address} ${candidate.port} typ host`,
  )
  const lines = [
    'v=0',
    `o=- ${sessionId(code.fingerprint)} 2 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    `m=application ${first?.port ?? 9} UDP/DTLS/SCTP webrtc-datachannel`,
    `c=IN IP${first?.family ?? 4} ${first?.address ?? '0.0.0.0'}`,
    ...candidateLines,
    ...(candidateLines.length > 0 ? ['a=end-of-candidates'] : []),
    `a=ice-ufrag:${ufrag}`,
    `a=ice-pwd:${pwd}`,
    `a=fingerprint:sha-256 ${Array.from(code.fingerprint, hexPair).join(':')}`,
    // The host's offer lets the guest choose; the guest's answer starts the DTLS handshake.
    `a=setup:${code.role === 'offer' ? 'actpass' : 'active'}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
  ]
  return { type: code.role, sdp: `${lines.join('\r\n')}\r\n` }
}

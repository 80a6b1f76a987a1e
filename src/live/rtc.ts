import type { Channel } from './channel'
import type { RejoinOffer } from './host-session'
import { deriveIceCredentials, withIceCredentials } from './ice-credentials'
import {
  decodePairingCode,
  encodePairingCode,
  fingerprintHex,
  type PairingCode,
} from './pairing-code'
import { PairingCodeError, PairingConnectError } from './pairing-errors'
import { descriptionOf, pairingCodeOf, type SessionDescription } from './session-description'

/**
 * Two phones on one Wi-Fi joined by a WebRTC data channel, with the pairing codes as the only
 * signalling: no STUN or TURN server (iceServers: []), so nothing leaves the local network. The
 * host makes a code for each guest (one RTCPeerConnection each); the guest answers with its own.
 * Each side puts the ICE credentials derived from its fingerprint into its description before
 * setting it, gathers every candidate, and only then makes its code: nothing trickles later.
 */

export interface PairingOptions {
  /** How long to wait for ICE gathering; what was found by then goes in the code. */
  gatherMs?: number
  /** How long the host waits for the channel to open once it has the answer. */
  connectMs?: number
  /**
   * A guest's own certificate, kept (IndexedDB) for the whole game: the host knows the phone by
   * its fingerprint, so the phone can rejoin by itself after a reload (see offerRejoin).
   */
  certificate?: RTCCertificate
}

// Half a minute to connect: an old phone that is busy (a game, the camera, a tab waking up) can
// take well over ten seconds for its handshake, and a code missed by a deadline must be made
// again by hand. A connection that cannot succeed fails sooner, by its own state.
const DEFAULTS = { gatherMs: 5_000, connectMs: 30_000 }

/** The channel: ordered and reliable, the same id set up on both sides (no in-band announce). */
const CHANNEL_INIT: RTCDataChannelInit = { ordered: true, negotiated: true, id: 0 }

export interface HostPairing {
  /** The code to show the guest (QR code and text). */
  code: string
  /** Hex of this connection's own fingerprint: LiveHost.accept checks the guest's hello by it. */
  fingerprint: string
  /** Reads the guest's answer code; resolves once the channel is open. */
  acceptAnswer(answerCode: string): Promise<Channel>
  cancel(): void
}

export interface GuestPairing {
  /** The answer code to show the host. */
  code: string
  /** Hex of the host's fingerprint, read from its code: LiveGuest's hello carries it. */
  hostFingerprint: string
  /** Resolves once the host has read the answer and the channel is open. */
  connected: Promise<Channel>
  cancel(): void
}

/** A peer connection that asks no server anything: host candidates only. */
function localConnection(certificate?: RTCCertificate): RTCPeerConnection {
  return new RTCPeerConnection({ iceServers: [], certificates: certificate ? [certificate] : [] })
}

/** A guest's certificate to keep for the game (an RTCCertificate survives IndexedDB). */
export function newCertificate(): Promise<RTCCertificate> {
  return RTCPeerConnection.generateCertificate({
    name: 'ECDSA',
    namedCurve: 'P-256',
  } as EcKeyGenParams)
}

/** Hex of a certificate's SHA-256 fingerprint, as the protocol's hello carries it. */
export function certificateFingerprint(certificate: RTCCertificate): string {
  const sha256 = certificate.getFingerprints().find((print) => print.algorithm === 'sha-256')
  if (!sha256?.value) throw new Error('The certificate has no SHA-256 fingerprint.')
  return sha256.value.replaceAll(':', '').toLowerCase()
}

/**
 * The data channel, listened to from the moment it is made: whether it has opened, and its line
 * with what arrived so far. Listening only once this side had the other's code missed, now and
 * then, an "open" that came while `setRemoteDescription` was still settling (the host's side on
 * one machine opens within milliseconds), and such a channel never seemed to open at all.
 */
interface Link {
  open: Promise<void>
  line: Channel
}

function linkOf(connection: RTCPeerConnection): Link {
  const dataChannel = connection.createDataChannel('live', CHANNEL_INIT)
  const open = new Promise<void>((resolve) =>
    dataChannel.addEventListener('open', () => resolve(), { once: true }),
  )
  return { open, line: dataChannelLine(connection, dataChannel) }
}

/**
 * A connection with its data channel, set up by `steps`, and closed again if a step fails: a
 * half-made connection would keep its port open for nothing.
 */
async function withConnection<Result>(
  certificate: RTCCertificate | undefined,
  steps: (connection: RTCPeerConnection, link: Link) => Promise<Result>,
): Promise<Result> {
  const connection = localConnection(certificate)
  try {
    return await steps(connection, linkOf(connection))
  } catch (error) {
    connection.close()
    throw error
  }
}

/**
 * Sets this side's description with the derived credentials, waits for its candidates and gives
 * its code (an offer, or the answer to a remote description already set).
 */
async function describeSelf(connection: RTCPeerConnection, gatherMs: number): Promise<PairingCode> {
  const answering = connection.signalingState === 'have-remote-offer'
  const made = answering ? await connection.createAnswer() : await connection.createOffer()
  const local = await setLocalWithDerivedCredentials(connection, made)
  await gathered(connection, gatherMs)
  return ownCode(connection, local.type)
}

/** Opened with no deadline: the other phone may take its time (a scan, a reload). */
function whenOpened(connection: RTCPeerConnection, link: Link, remote: PairingCode): Opening {
  const opening = opened(connection, link, remote, Infinity)
  opening.channel.catch(() => undefined)
  return opening
}

/** Host: a new connection for one guest, and its code. */
export async function offerPairing(options: PairingOptions = {}): Promise<HostPairing> {
  const settings = { ...DEFAULTS, ...options }
  return withConnection(undefined, async (connection, link) => {
    const own = await describeSelf(connection, settings.gatherMs)
    let opening: Opening | null = null
    return {
      code: encodePairingCode(own),
      fingerprint: fingerprintHex(own.fingerprint),
      async acceptAnswer(answerCode) {
        const answer = decodePairingCode(answerCode, 'answer')
        await connection.setRemoteDescription(await descriptionOf(answer))
        opening = opened(connection, link, answer, settings.connectMs)
        return opening.channel
      },
      cancel: () => {
        opening?.stop()
        connection.close()
      },
    }
  })
}

/** Guest: reads the host's code and makes the answer code. */
export async function answerPairing(
  offerCode: string,
  options: PairingOptions = {},
): Promise<GuestPairing> {
  const settings = { ...DEFAULTS, ...options }
  const offer = decodePairingCode(offerCode, 'offer')
  return withConnection(options.certificate, async (connection, link) => {
    await connection.setRemoteDescription(await descriptionOf(offer))
    const own = await describeSelf(connection, settings.gatherMs)
    const opening = whenOpened(connection, link, offer)
    return {
      code: encodePairingCode(own),
      hostFingerprint: fingerprintHex(offer.fingerprint),
      connected: opening.channel,
      cancel: opening.stop,
    }
  })
}

/**
 * Host: a spare connection for a guest known by its certificate's fingerprint, waiting for it to
 * come back after a reload or a lost connection while this page stays open. The guest keeps the
 * code and answers it with the same certificate (answerPairing with `certificate`); its answer
 * need not reach the host: the host expects that certificate and the credentials derived from it,
 * and learns the guest's new address from the guest's own connectivity checks (peer-reflexive).
 */
export async function offerRejoin(
  guestFingerprint: string,
  options: PairingOptions = {},
): Promise<RejoinOffer> {
  const settings = { ...DEFAULTS, ...options }
  const guest: PairingCode = {
    role: 'answer',
    fingerprint: Uint8Array.from(guestFingerprint.match(/../g) ?? [], (pair) => parseInt(pair, 16)),
    candidates: [],
  }
  if (fingerprintHex(guest.fingerprint) !== guestFingerprint) {
    throw new Error("A rejoin needs the guest certificate's SHA-256 fingerprint as 64 hex digits.")
  }
  return withConnection(undefined, async (connection, link) => {
    const own = await describeSelf(connection, settings.gatherMs)
    await connection.setRemoteDescription(await descriptionOf(guest))
    const opening = whenOpened(connection, link, guest)
    return {
      code: encodePairingCode(own),
      fingerprint: fingerprintHex(own.fingerprint),
      connected: opening.channel,
      cancel: opening.stop,
    }
  })
}

async function setLocalWithDerivedCredentials(
  connection: RTCPeerConnection,
  description: RTCSessionDescriptionInit,
): Promise<SessionDescription> {
  const sdp = description.sdp ?? ''
  const fingerprint = /^a=fingerprint:sha-256 (\S+)/m.exec(sdp)?.[1]
  if (!fingerprint) throw new Error('The browser made a description without a SHA-256 fingerprint.')
  const bytes = Uint8Array.from(fingerprint.split(':'), (pair) => parseInt(pair, 16))
  const local: SessionDescription = {
    type: description.type === 'answer' ? 'answer' : 'offer',
    sdp: withIceCredentials(sdp, await deriveIceCredentials(bytes)),
  }
  await connection.setLocalDescription(local)
  return local
}

async function ownCode(connection: RTCPeerConnection, type: SessionDescription['type']) {
  const sdp = connection.localDescription?.sdp ?? ''
  const code = await pairingCodeOf({ type, sdp })
  if (code.candidates.length === 0) {
    throw new PairingCodeError(
      'no-candidate',
      'This phone found no address on the local network: is it on the same Wi-Fi?',
    )
  }
  return code
}

function gathered(connection: RTCPeerConnection, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      connection.removeEventListener('icegatheringstatechange', check)
      resolve()
    }
    const check = () => connection.iceGatheringState === 'complete' && done()
    const timer = setTimeout(done, timeoutMs)
    connection.addEventListener('icegatheringstatechange', check)
    check()
  })
}

async function sha256(bytes: ArrayBuffer): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
}

/**
 * DTLS already refuses a peer whose certificate does not match the fingerprint in the remote
 * description, which was rebuilt from the code; where the browser shows the certificate, it is
 * checked against the code once more, so a code and a connection can never disagree.
 */
async function checkCertificate(connection: RTCPeerConnection, code: PairingCode): Promise<void> {
  const transport = connection.sctp?.transport
  const certificates = transport?.getRemoteCertificates?.() ?? []
  if (certificates.length === 0) return
  const seen = await sha256(certificates[0]!)
  if (fingerprintHex(seen) !== fingerprintHex(code.fingerprint)) {
    throw new PairingConnectError(
      'certificate',
      "The other phone's certificate is not the one its code names.",
    )
  }
}

/** The channel once it opens, and a way to stop waiting for it (which closes the connection). */
interface Opening {
  channel: Promise<Channel>
  stop(): void
}

function opened(
  connection: RTCPeerConnection,
  link: Link,
  remote: PairingCode,
  timeoutMs: number,
): Opening {
  let fail: (error: PairingConnectError) => void = () => undefined
  const channel = new Promise<Channel>((resolve, reject) => {
    const timer = Number.isFinite(timeoutMs)
      ? setTimeout(
          () =>
            fail(new PairingConnectError('timeout', 'The other phone did not connect in time.')),
          timeoutMs,
        )
      : undefined
    fail = (error) => {
      clearTimeout(timer)
      connection.close()
      reject(error)
    }
    const onState = () => {
      if (connection.connectionState === 'failed' || connection.connectionState === 'closed') {
        fail(new PairingConnectError('failed', 'The connection to the other phone failed.'))
      }
    }
    connection.addEventListener('connectionstatechange', onState)
    onState()
    void link.open.then(() => {
      clearTimeout(timer)
      connection.removeEventListener('connectionstatechange', onState)
      checkCertificate(connection, remote)
        .then(() => resolve(link.line))
        .catch(fail)
    })
  })
  return {
    channel,
    // Closes the connection; once the channel opened, the line's own close tells its session.
    stop: () => fail(new PairingConnectError('cancelled', 'This phone stopped waiting.')),
  }
}

/**
 * The open data channel as a Channel; its end (either side, or the network lost) closes both.
 * Text that arrives before anyone listens waits for the first listener: the other phone may speak
 * as soon as the channel opens, before this side has handed the line to its session.
 */
function dataChannelLine(connection: RTCPeerConnection, dataChannel: RTCDataChannel): Channel {
  const closeListeners: (() => void)[] = []
  const messageListeners: ((text: string) => void)[] = []
  const early: string[] = []
  let closed = false
  dataChannel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (typeof event.data !== 'string') return
    if (messageListeners.length === 0) early.push(event.data)
    for (const listener of messageListeners) listener(event.data)
  })
  const end = () => {
    if (closed) return
    closed = true
    connection.close()
    closeListeners.forEach((listener) => listener())
  }
  dataChannel.addEventListener('close', end)
  connection.addEventListener('connectionstatechange', () => {
    if (connection.connectionState === 'failed' || connection.connectionState === 'closed') end()
  })
  return {
    // Closing, or closed: the close event that follows tells the session.
    send: (text) => {
      if (dataChannel.readyState === 'open') dataChannel.send(text)
    },
    onMessage: (listener) => {
      messageListeners.push(listener)
      for (const text of early.splice(0)) listener(text)
    },
    onClose: (listener) => void closeListeners.push(listener),
    close: () => {
      dataChannel.close()
      // The channel's own close event follows once what was sent has gone out.
      if (dataChannel.readyState === 'closed') end()
    },
  }
}

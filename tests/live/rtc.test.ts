import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deriveIceCredentials, withIceCredentials } from '@/live/ice-credentials'
import { encodePairingCode } from '@/live/pairing-code'
import { answerPairing, offerPairing } from '@/live/rtc'
import { pairingCodeOf } from '@/live/session-description'

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')
const CHROMIUM_OFFER = fixture('chromium-offer.sdp')
const CHROMIUM_ANSWER = fixture('chromium-answer.sdp')

/** The code a phone whose browser made `sdp` shows (its credentials as the app sets them). */
async function codeOf(type: 'offer' | 'answer', sdp: string): Promise<string> {
  const fingerprint = /sha-256 (\S+)/.exec(sdp)![1]!
  const bytes = Uint8Array.from(fingerprint.split(':'), (pair) => parseInt(pair, 16))
  const local = { type, sdp: withIceCredentials(sdp, await deriveIceCredentials(bytes)) }
  return encodePairingCode(await pairingCodeOf(local))
}

/**
 * A stand-in for the browser's connection that does what Chromium 156 did now and then in the
 * live tests: the data channel opens, and the other phone's first words arrive, while
 * `setRemoteDescription` is still settling, before its promise gives this side the turn again.
 */
class EarlyChannel extends EventTarget {
  readyState: RTCDataChannelState = 'connecting'
  send = vi.fn()
  close() {
    this.readyState = 'closed'
    this.dispatchEvent(new Event('close'))
  }
  openWith(firstWords: string) {
    this.readyState = 'open'
    this.dispatchEvent(new Event('open'))
    this.dispatchEvent(new MessageEvent('message', { data: firstWords }))
  }
}

class EarlyConnection extends EventTarget {
  static made: EarlyConnection[] = []
  signalingState: RTCSignalingState = 'stable'
  connectionState: RTCPeerConnectionState = 'new'
  iceGatheringState: RTCIceGatheringState = 'complete'
  localDescription: RTCSessionDescriptionInit | null = null
  /** No certificate to show: the check against the code is then the browser's own (DTLS). */
  sctp = null
  channel = new EarlyChannel()
  constructor() {
    super()
    EarlyConnection.made.push(this)
  }
  createDataChannel() {
    return this.channel
  }
  createOffer = async () => ({ type: 'offer', sdp: CHROMIUM_OFFER })
  createAnswer = async () => ({ type: 'answer', sdp: CHROMIUM_ANSWER })
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable'
    if (description.type === 'answer') {
      this.connectionState = 'connected'
      this.channel.openWith('hello from the guest')
    }
  }
  close() {
    this.connectionState = 'closed'
  }
}

beforeEach(() => {
  EarlyConnection.made = []
  vi.stubGlobal('RTCPeerConnection', EarlyConnection)
})
afterEach(() => vi.unstubAllGlobals())

describe('a host whose channel opens while it still reads the answer', () => {
  it('connects, and keeps what the guest said at once', async () => {
    const pairing = await offerPairing({ gatherMs: 0 })
    const line = await pairing.acceptAnswer(await codeOf('answer', CHROMIUM_ANSWER))
    const heard: string[] = []
    line.onMessage((text) => heard.push(text))
    expect(heard).toEqual(['hello from the guest'])
    line.send('welcome')
    expect(EarlyConnection.made[0]!.channel.send).toHaveBeenCalledWith('welcome')
  })
})

describe('a guest that stops waiting', () => {
  it('hears "cancelled", and its connection closes', async () => {
    const pairing = await answerPairing(await codeOf('offer', CHROMIUM_OFFER), { gatherMs: 0 })
    pairing.cancel()
    await expect(pairing.connected).rejects.toMatchObject({
      name: 'PairingConnectError',
      code: 'cancelled',
    })
    expect(EarlyConnection.made[0]!.connectionState).toBe('closed')
  })
})

import { resolveObjectURL } from 'node:buffer'
import { createContext, runInContext } from 'node:vm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { encode as encodeQr } from 'uqr'
import { encodePairingCode, type PairingRole } from '@/live/pairing-code'
import { openQrReader, pairingCodeAmong, type QrReader } from '@/live/scan-qr'
import { qrFrame } from '../helpers/qr-frame'

/** A code as a phone with one IPv4 address makes it: 68 characters, QR version 3. */
const codeOf = (role: PairingRole) =>
  encodePairingCode({
    role,
    fingerprint: new Uint8Array(32).map((_, i) => (i * 37 + (role === 'offer' ? 1 : 2)) & 0xff),
    candidates: [{ family: 4, address: '192.168.1.23', port: 50_123 }],
  })

/**
 * qr-scanner's own worker, run in Node as a browser would run it: the script behind the Blob URL
 * in a global scope of its own, messages passed both ways.
 */
class WorkerInNode {
  onmessage: ((event: { data: unknown }) => void) | null = null
  onerror: ((event: { message: string }) => void) | null = null
  private readonly deliver: Promise<(message: unknown) => void>
  constructor(url: string) {
    this.deliver = resolveObjectURL(url)!
      .text()
      .then((source) => {
        const scope: Record<string, unknown> = {
          postMessage: (data: unknown) => setTimeout(() => this.onmessage?.({ data })),
          close: () => {},
        }
        scope.self = scope
        runInContext(source, createContext(scope))
        return (message) =>
          (scope.onmessage as (event: { data: unknown }) => void)({ data: message })
      })
  }
  postMessage(message: unknown) {
    void this.deliver.then((deliver) => deliver(message))
  }
  terminate() {}
}

let reader: QrReader | null = null
afterEach(() => {
  reader?.close()
  reader = null
  vi.unstubAllGlobals()
})

describe('the QR decoder bundled for browsers without BarcodeDetector', () => {
  it('reads back the host code uqr draws, character for character', async () => {
    vi.stubGlobal('Worker', WorkerInNode)
    const code = codeOf('offer')
    expect(code).toHaveLength(68)
    expect(encodeQr(code, { ecc: 'L' }).version).toBe(3)
    reader = await openQrReader()
    const texts = await reader.read(qrFrame(code, { module: 5 }))
    expect(texts).toEqual([code])
    expect(pairingCodeAmong(texts, 'offer')).toEqual({ kind: 'code', code })
  })

  it('reads nothing in a frame without a code', async () => {
    vi.stubGlobal('Worker', WorkerInNode)
    reader = await openQrReader()
    const blank = { width: 320, height: 240, data: new Uint8ClampedArray(320 * 240 * 4).fill(200) }
    const texts = await reader.read(blank)
    expect(texts).toEqual([])
    expect(pairingCodeAmong(texts, 'offer')).toEqual({ kind: 'none' })
  })

  it('reads a QR code that is no pairing code, which is refused as not a code', async () => {
    vi.stubGlobal('Worker', WorkerInNode)
    reader = await openQrReader()
    const texts = await reader.read(qrFrame('https://example.org/yatzy', { module: 5 }))
    expect(texts).toEqual(['https://example.org/yatzy'])
    expect(pairingCodeAmong(texts, 'offer')).toEqual({ kind: 'other', reason: 'not-a-code' })
  })
})

describe('which code a scan takes', () => {
  it("refuses the other side's kind of code: a guest scanning another guest's answer", () => {
    expect(pairingCodeAmong([codeOf('answer')], 'offer')).toEqual({
      kind: 'other',
      reason: 'wrong-role',
    })
    expect(pairingCodeAmong([codeOf('offer')], 'answer')).toEqual({
      kind: 'other',
      reason: 'wrong-role',
    })
  })

  it('takes the pairing code when a frame holds it beside another code', () => {
    const code = codeOf('answer')
    expect(pairingCodeAmong(['WIFI:S:home;;', code], 'answer')).toEqual({ kind: 'code', code })
  })
})

describe("the browser's own BarcodeDetector", () => {
  it('is used where it reads QR codes, and the worker is never started', async () => {
    const code = codeOf('offer')
    const detect = vi.fn(async () => [{ rawValue: code }])
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = async () => ['ean_13', 'qr_code']
        detect = detect
      },
    )
    vi.stubGlobal('ImageData', class {})
    const worker = vi.fn()
    vi.stubGlobal('Worker', worker)
    reader = await openQrReader()
    expect(await reader.read(qrFrame(code))).toEqual([code])
    expect(detect).toHaveBeenCalledOnce()
    expect(worker).not.toHaveBeenCalled()
  })

  it('is passed over where it reads no QR codes', async () => {
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = async () => ['ean_13']
      },
    )
    vi.stubGlobal('Worker', WorkerInNode)
    const code = codeOf('offer')
    reader = await openQrReader()
    expect(await reader.read(qrFrame(code, { module: 5 }))).toEqual([code])
  })
})

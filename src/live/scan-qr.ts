import {
  decodePairingCode,
  PairingCodeError,
  type PairingCodeErrorCode,
  type PairingRole,
} from './pairing-code'

/** One camera frame as a canvas's getImageData gives it: RGBA, row by row. */
export interface QrFrame {
  data: Uint8ClampedArray<ArrayBuffer>
  width: number
  height: number
}

/** Reads the texts of the QR codes in a frame; one reader per scan, closed after it. */
export interface QrReader {
  read(frame: QrFrame): Promise<string[]>
  close(): void
}

/**
 * Why a QR code read is not taken: the other side's kind of code, a code from a newer app, or
 * anything else (a link, a Wi-Fi code: a QR code carries its own error correction, so a code that
 * reads but fails its check is no pairing code either).
 */
export type QrRefusal = 'wrong-role' | 'newer-version' | 'not-a-code'

/** What a frame showed: a pairing code of the kind wanted, some other QR code, or none. */
export type QrScanResult =
  { kind: 'code'; code: string } | { kind: 'other'; reason: QrRefusal } | { kind: 'none' }

const refusalOf = (code: PairingCodeErrorCode): QrRefusal =>
  code === 'wrong-role' || code === 'newer-version' ? code : 'not-a-code'

/**
 * The pairing code among the texts read, if one is the kind expected (a guest scans the host's
 * offer, the host a guest's answer). Any other QR code (a link, the other side's code) is
 * `other`, with the reason the code was refused, so the screen can say so and keep looking.
 */
export function pairingCodeAmong(texts: string[], expected: PairingRole): QrScanResult {
  let refused: QrRefusal | null = null
  for (const text of texts) {
    try {
      decodePairingCode(text, expected)
      return { kind: 'code', code: text }
    } catch (error) {
      if (!(error instanceof PairingCodeError)) throw error
      refused ??= refusalOf(error.code)
    }
  }
  return refused ? { kind: 'other', reason: refused } : { kind: 'none' }
}

interface DetectedBarcode {
  rawValue: string
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): { detect(image: ImageData): Promise<DetectedBarcode[]> }
  getSupportedFormats(): Promise<string[]>
}

/** The browser's own reader (Android Chrome, Safari, macOS), when it reads QR codes. */
async function barcodeDetectorReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (!Detector) return null
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null
  } catch {
    return null
  }
  const detector = new Detector({ formats: ['qr_code'] })
  return {
    read: async ({ data, width, height }) =>
      (await detector.detect(new ImageData(data, width, height))).map((code) => code.rawValue),
    close: () => {},
  }
}

/** What qr-scanner's worker answers to a `decode` message. */
interface WorkerAnswer {
  id: number
  type: string
  data: string | null
}

/**
 * Elsewhere (desktop Chromium and Firefox): qr-scanner's decoder (a jsQR build, 10 KB gzipped),
 * in a worker of its own so the preview never stutters. It is bundled as a lazy chunk and
 * precached like the rest of the app, so scanning works offline; the worker starts from a Blob
 * URL, which the CSP's `worker-src 'self' blob:` allows.
 */
async function workerReader(): Promise<QrReader> {
  const { createWorker } = await import('qr-scanner/qr-scanner-worker.min.js')
  const worker = createWorker()
  const waiting = new Map<
    number,
    { resolve: (texts: string[]) => void; reject: (e: Error) => void }
  >()
  let nextId = 1
  worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    const { id, type, data } = event.data
    if (type !== 'qrResult') return
    waiting.get(id)?.resolve(data === null ? [] : [data])
    waiting.delete(id)
  }
  worker.onerror = (event) => {
    for (const { reject } of waiting.values()) reject(new Error(event.message))
    waiting.clear()
  }
  return {
    read: (frame) =>
      new Promise((resolve, reject) => {
        const id = nextId++
        waiting.set(id, { resolve, reject })
        // The frame is handed over, not copied: each frame is grabbed anew.
        const { data, width, height } = frame
        worker.postMessage({ id, type: 'decode', data: { data, width, height } }, [data.buffer])
      }),
    close: () => {
      worker.terminate()
      for (const { resolve } of waiting.values()) resolve([])
      waiting.clear()
    },
  }
}

/** A QR reader for one scan: the browser's own where it has one, else the bundled decoder. */
export async function openQrReader(): Promise<QrReader> {
  return (await barcodeDetectorReader()) ?? (await workerReader())
}

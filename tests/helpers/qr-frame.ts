import { encode } from 'uqr'

/**
 * A QR code of `text` as a camera would see a phone's screen held up to it: drawn as the app
 * draws it (uqr, error correction L, a quiet zone of 4), `module` pixels a module, centred on a
 * white width×height frame of RGBA bytes.
 */
export function qrFrame(
  text: string,
  { width = 640, height = 480, module = 6 } = {},
): { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> } {
  const code = encode(text, { ecc: 'L', border: 4 })
  const side = code.size * module
  if (side > width || side > height) throw new Error(`A ${side} px code does not fit the frame`)
  const left = Math.floor((width - side) / 2)
  const top = Math.floor((height - side) / 2)
  const data = new Uint8ClampedArray(width * height * 4).fill(255)
  code.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return
      for (let dy = 0; dy < module; dy++) {
        const start = ((top + y * module + dy) * width + left + x * module) * 4
        for (let i = start; i < start + module * 4; i += 4) data.fill(0, i, i + 3)
      }
    }),
  )
  return { width, height, data }
}

/**
 * Plain-TypeScript drawing for made-up pictures (no canvas package): a sprite is an RGBA picture
 * with coverage in its alpha, drawn flat, then pasted onto a scene turned, scaled and relit, so
 * one drawing of a keyboard or a card serves every place and light.
 */
import type { RgbaImage } from '../../src/vision/types'
import { glyphCovers, type FontStyle } from './glyphs'

export type Rgb = readonly [number, number, number]

export interface Sprite {
  width: number
  height: number
  data: Uint8ClampedArray
}

export function sprite(width: number, height: number): Sprite {
  return {
    width: Math.ceil(width),
    height: Math.ceil(height),
    data: new Uint8ClampedArray(Math.ceil(width) * Math.ceil(height) * 4),
  }
}

/** Paints every pixel whose centre `covers` says is inside: 2×2 samples a pixel for soft edges. */
export function paint(
  target: Sprite,
  colour: Rgb,
  covers: (x: number, y: number) => boolean,
  box?: { x0: number; y0: number; x1: number; y1: number },
) {
  const x0 = Math.max(0, Math.floor(box?.x0 ?? 0))
  const y0 = Math.max(0, Math.floor(box?.y0 ?? 0))
  const x1 = Math.min(target.width, Math.ceil(box?.x1 ?? target.width))
  const y1 = Math.min(target.height, Math.ceil(box?.y1 ?? target.height))
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      let inside = 0
      for (const sy of [0.25, 0.75])
        for (const sx of [0.25, 0.75]) if (covers(x + sx, y + sy)) inside++
      if (!inside) continue
      const share = inside / 4
      const i = (y * target.width + x) * 4
      const old = target.data[i + 3]! / 255
      const alpha = share + old * (1 - share)
      for (let c = 0; c < 3; c++) {
        target.data[i + c] = (colour[c]! * share + target.data[i + c]! * old * (1 - share)) / alpha
      }
      target.data[i + 3] = alpha * 255
    }
  }
}

export function fillRect(target: Sprite, x: number, y: number, w: number, h: number, colour: Rgb) {
  paint(target, colour, (px, py) => px >= x && px < x + w && py >= y && py < y + h, {
    x0: x,
    y0: y,
    x1: x + w,
    y1: y + h,
  })
}

export function fillRoundRect(
  target: Sprite,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  colour: Rgb,
) {
  paint(
    target,
    colour,
    (px, py) => {
      const dx = Math.max(x + r - px, 0, px - (x + w - r))
      const dy = Math.max(y + r - py, 0, py - (y + h - r))
      return dx * dx + dy * dy <= r * r
    },
    { x0: x, y0: y, x1: x + w, y1: y + h },
  )
}

export function fillDisc(target: Sprite, cx: number, cy: number, r: number, colour: Rgb) {
  paint(target, colour, (px, py) => Math.hypot(px - cx, py - cy) <= r, {
    x0: cx - r,
    y0: cy - r,
    x1: cx + r,
    y1: cy + r,
  })
}

export function strokeLine(
  target: Sprite,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  width: number,
  colour: Rgb,
) {
  const length = Math.hypot(x2 - x1, y2 - y1) || 1
  const ux = (x2 - x1) / length
  const uy = (y2 - y1) / length
  paint(
    target,
    colour,
    (px, py) => {
      const along = (px - x1) * ux + (py - y1) * uy
      const across = -(px - x1) * uy + (py - y1) * ux
      return along >= 0 && along <= length && Math.abs(across) <= width / 2
    },
    {
      x0: Math.min(x1, x2) - width,
      y0: Math.min(y1, y2) - width,
      x1: Math.max(x1, x2) + width,
      y1: Math.max(y1, y2) + width,
    },
  )
}

/** A glyph cell is 6 units across (5 and a gap) and 7 down; `size` is the glyphs' height in pixels. */
export function textWidth(text: string, size: number): number {
  return (text.length * 6 - 1) * (size / 7)
}

/** Text from its top-left corner; `slant` leans it as an italic does (0.2 is a usual italic). */
export function drawText(
  target: Sprite,
  text: string,
  x: number,
  y: number,
  size: number,
  colour: Rgb,
  style: FontStyle = 'block',
  slant = 0,
) {
  const unit = size / 7
  ;[...text].forEach((character, i) => {
    const left = x + i * 6 * unit
    paint(
      target,
      colour,
      (px, py) => {
        const v = (py - y) / unit
        const u = (px - left) / unit + slant * (v - 7)
        return u >= 0 && u < 5 && v >= 0 && v < 7 && glyphCovers(character, style, u, v)
      },
      { x0: left - slant * size - 1, y0: y, x1: left + 5 * unit + slant * size + 1, y1: y + size },
    )
  })
}

/**
 * The sprite laid onto the scene centred on (cx, cy), `scale` times its size, turned by `angle`
 * (radians), its colours times `light`; bilinear, its alpha blending it into what is there.
 */
export function pasteSprite(
  scene: RgbaImage,
  piece: Sprite,
  cx: number,
  cy: number,
  scale: number,
  angle: number,
  light = 1,
) {
  const cos = Math.cos(angle)
  const sin = Math.sin(angle)
  const reach = (Math.hypot(piece.width, piece.height) * scale) / 2 + 1
  const x0 = Math.max(0, Math.floor(cx - reach))
  const y0 = Math.max(0, Math.floor(cy - reach))
  const x1 = Math.min(scene.width, Math.ceil(cx + reach))
  const y1 = Math.min(scene.height, Math.ceil(cy + reach))
  const at = (x: number, y: number, c: number) =>
    x < 0 || y < 0 || x >= piece.width || y >= piece.height
      ? 0
      : piece.data[(y * piece.width + x) * 4 + c]!
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const dx = x + 0.5 - cx
      const dy = y + 0.5 - cy
      const u = (dx * cos + dy * sin) / scale + piece.width / 2 - 0.5
      const v = (-dx * sin + dy * cos) / scale + piece.height / 2 - 0.5
      if (u < -1 || v < -1 || u > piece.width || v > piece.height) continue
      const u0 = Math.floor(u)
      const v0 = Math.floor(v)
      const fu = u - u0
      const fv = v - v0
      const taps: [number, number, number][] = [
        [u0, v0, (1 - fu) * (1 - fv)],
        [u0 + 1, v0, fu * (1 - fv)],
        [u0, v0 + 1, (1 - fu) * fv],
        [u0 + 1, v0 + 1, fu * fv],
      ]
      let alpha = 0
      const colour = [0, 0, 0]
      // Each tap weighed by its coverage too, so the sprite's empty edge adds no dark rim.
      for (const [tu, tv, weight] of taps) {
        const a = (at(tu, tv, 3) / 255) * weight
        alpha += a
        for (let c = 0; c < 3; c++) colour[c]! += at(tu, tv, c) * a
      }
      if (alpha <= 0) continue
      const i = (y * scene.width + x) * 4
      for (let c = 0; c < 3; c++) {
        scene.data[i + c] = colour[c]! * light + scene.data[i + c]! * (1 - alpha)
      }
    }
  }
}

/** Grain, as a camera adds it, over the whole scene. */
export function addNoise(scene: RgbaImage, amount: number, random: () => number) {
  for (let i = 0; i < scene.data.length; i += 4) {
    const grain = (random() - 0.5) * 2 * amount
    for (let c = 0; c < 3; c++) scene.data[i + c] = scene.data[i + c]! + grain
  }
}

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
      // The four samples written out: a loop over two small arrays made a new one per pixel.
      const inside =
        +covers(x + 0.25, y + 0.25) +
        +covers(x + 0.75, y + 0.25) +
        +covers(x + 0.25, y + 0.75) +
        +covers(x + 0.75, y + 0.75)
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
  const { width: pw, height: ph, data: pd } = piece
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const dx = x + 0.5 - cx
      const dy = y + 0.5 - cy
      const u = (dx * cos + dy * sin) / scale + pw / 2 - 0.5
      const v = (-dx * sin + dy * cos) / scale + ph / 2 - 0.5
      if (u < -1 || v < -1 || u > pw || v > ph) continue
      const u0 = Math.floor(u)
      const v0 = Math.floor(v)
      const fu = u - u0
      const fv = v - v0
      // The four bilinear taps, each weighed by its coverage too, so the sprite's empty edge adds
      // no dark rim (a tap outside the sprite is empty). Plain numbers, not small arrays made per
      // pixel: those were a third of a made-up scene's cost. Summed in the same order as before.
      let alpha = 0
      let r = 0
      let g = 0
      let b = 0
      for (let tap = 0; tap < 4; tap++) {
        const tu = u0 + (tap & 1)
        const tv = v0 + (tap >> 1)
        const weight = (tap & 1 ? fu : 1 - fu) * (tap >> 1 ? fv : 1 - fv)
        if (tu < 0 || tv < 0 || tu >= pw || tv >= ph) continue
        const j = (tv * pw + tu) * 4
        const a = (pd[j + 3]! / 255) * weight
        alpha += a
        r += pd[j]! * a
        g += pd[j + 1]! * a
        b += pd[j + 2]! * a
      }
      if (alpha <= 0) continue
      const i = (y * scene.width + x) * 4
      const keep = 1 - alpha
      scene.data[i] = r * light + scene.data[i]! * keep
      scene.data[i + 1] = g * light + scene.data[i + 1]! * keep
      scene.data[i + 2] = b * light + scene.data[i + 2]! * keep
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

/**
 * How the lines of a chart differ besides colour: a dash pattern and a marker shape each, so the
 * chart reads in black and white and for players who do not tell the colours apart.
 */
export const DASH_PATTERNS = ['', '9 4', '2 4', '12 4 2 4', '5 5', '14 3 3 3 3 3'] as const

export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross' | 'star'

export const MARKER_SHAPES: readonly MarkerShape[] = [
  'circle',
  'square',
  'triangle',
  'diamond',
  'cross',
  'star',
]

/** Line style number `index` (they repeat after six lines). */
export function lineStyle(index: number) {
  const slot = index % DASH_PATTERNS.length
  return { slot, dash: DASH_PATTERNS[slot]!, marker: MARKER_SHAPES[slot]!, hollow: slot % 2 === 1 }
}

const f = (value: number) => Number(value.toFixed(1))

/** An SVG path drawing `shape` centred on (x, y), about 2r across. */
export function markerPath(shape: MarkerShape, x: number, y: number, r: number): string {
  switch (shape) {
    case 'circle':
      return `M${f(x - r)},${f(y)}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`
    case 'square': {
      const s = r * 0.9
      return `M${f(x - s)},${f(y - s)}h${f(2 * s)}v${f(2 * s)}h${f(-2 * s)}Z`
    }
    case 'triangle':
      return `M${f(x)},${f(y - r * 1.15)}L${f(x + r)},${f(y + r * 0.75)}L${f(x - r)},${f(y + r * 0.75)}Z`
    case 'diamond':
      return `M${f(x)},${f(y - r * 1.2)}L${f(x + r)},${f(y)}L${f(x)},${f(y + r * 1.2)}L${f(x - r)},${f(y)}Z`
    case 'cross':
      return `M${f(x - r)},${f(y - r)}L${f(x + r)},${f(y + r)}M${f(x + r)},${f(y - r)}L${f(x - r)},${f(y + r)}`
    case 'star': {
      const corners = Array.from({ length: 10 }, (_, i) => {
        const angle = (Math.PI / 5) * i - Math.PI / 2
        const radius = i % 2 === 0 ? r * 1.25 : r * 0.55
        return `${f(x + radius * Math.cos(angle))},${f(y + radius * Math.sin(angle))}`
      })
      return `M${corners.join('L')}Z`
    }
  }
}

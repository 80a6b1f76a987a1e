import { getVariant, type VariantId } from '../rules'
import type { TurnState } from './types'

/**
 * Misjudgement without random numbers. A weaker player sees each option's value plus Gumbel noise
 * of scale `slip` (points) and takes the best-looking one: a softmax ("quantal response") choice,
 * where options a fraction of a point apart are near coin flips and options several points apart
 * are almost never confused. The noise is a hash of the position, the option and the player's
 * seed, so the same player in the same position always makes the same choice: a replayed turn is
 * identical and no dice are spent on decisions.
 */
export interface Judged<T> {
  /** Names the option within its position (a box id, or the kept faces). */
  key: string
  value: number
  choice: T
}

export type Judge = <T>(turn: TurnState, options: readonly Judged<T>[]) => Judged<T>

/** A judge that slips by `slip` points; with 0 it takes the first of the best options. */
export function judge(variant: VariantId, slip: number, seed: number): Judge {
  const boxes = getVariant(variant).boxes
  const positionKey = ({ sheet, dice, roll }: TurnState) => {
    const scoresOf = (one: TurnState['sheet']) =>
      boxes.map((box) => one.scores[box.id] ?? '-').join(',')
    // A column game's boxes are in its columns (its own scores stay empty).
    const scores = sheet.columns ? sheet.columns.map(scoresOf).join('/') : scoresOf(sheet)
    const counters = `${sheet.savedRolls ?? 0},${sheet.yahtzeeBonuses ?? 0}`
    return `${seed}|${scores}|${counters}|${[...dice].sort().join('')}|${roll}`
  }
  return (turn, options) => {
    const seen = (option: Judged<unknown>, position: string) =>
      slip === 0 ? option.value : option.value + slip * gumbel(hash32(`${position}|${option.key}`))
    const position = slip === 0 ? '' : positionKey(turn)
    let best = options[0]!
    let bestSeen = -Infinity
    for (const option of options) {
      const value = seen(option, position)
      if (value > bestSeen) {
        bestSeen = value
        best = option
      }
    }
    return best
  }
}

/** FNV-1a over the string's UTF-16 units, then a murmur3 finaliser for full avalanche. */
function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** A standard Gumbel variate from a uniform 32-bit word. */
function gumbel(word: number): number {
  return -Math.log(-Math.log((word + 0.5) / 4294967296))
}

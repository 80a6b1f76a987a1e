import type { PointsDistribution } from './distribution'

/**
 * Each player's chance to finish first, ties split equally, for players whose final scores are
 * independent (true of expected-score play: no one's choices depend on another's sheet).
 *
 * For player i and score s, the others are all at or below s; with K of them exactly at s, the
 * win is shared K + 1 ways. Π_j (below_j(s) + at_j(s)·x) gives the chance of each K as the
 * coefficient of x^K.
 */
export function winShares(finals: readonly PointsDistribution[]): number[] {
  const cdfAt = finals.map((dist) => {
    const below = new Float64Array(dist.p.length + 1)
    for (let i = 0; i < dist.p.length; i++) below[i + 1] = below[i]! + dist.p[i]!
    return (score: number) => {
      const i = Math.min(Math.max(score - dist.offset, 0), dist.p.length)
      return below[i]!
    }
  })
  const chanceAt = (j: number, score: number) => {
    const dist = finals[j]!
    const i = score - dist.offset
    return i >= 0 && i < dist.p.length ? dist.p[i]! : 0
  }
  return finals.map((dist, i) => {
    let win = 0
    for (let k = 0; k < dist.p.length; k++) {
      const mine = dist.p[k]!
      if (mine === 0) continue
      const score = dist.offset + k
      let poly = [1]
      for (let j = 0; j < finals.length; j++) {
        if (j === i) continue
        const below = cdfAt[j]!(score)
        const at = chanceAt(j, score)
        const next = new Array<number>(poly.length + 1).fill(0)
        for (let t = 0; t < poly.length; t++) {
          next[t] = next[t]! + poly[t]! * below
          next[t + 1] = next[t + 1]! + poly[t]! * at
        }
        poly = next
      }
      let share = 0
      for (let t = 0; t < poly.length; t++) share += poly[t]! / (t + 1)
      win += mine * share
    }
    return win
  })
}

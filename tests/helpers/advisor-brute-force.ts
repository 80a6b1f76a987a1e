/**
 * An independent single-turn optimum for tests: five ordered dice, every subset of positions may
 * be held, every ordered outcome of the rerolled dice is enumerated (6^n), and positions and
 * holds are memoised by face counts only. It shares no code or tables with src/advisor.
 */
export function bruteForceTurn(payoff: (counts: readonly number[]) => number, rolls = 3): number {
  const memo = new Map<number, number>()
  const heldMemo = new Map<number, number>()
  const key = (counts: readonly number[], left: number) => {
    let k = left
    for (let f = 1; f <= 6; f++) k = k * 6 + counts[f]!
    return k
  }
  // Value of holding these dice (counts) with `left` rolls still to throw for the missing ones.
  const held = (counts: number[], left: number): number => {
    const missing = 5 - counts.reduce((a, b) => a + b, 0)
    if (missing === 0 && left === 0) return payoff(counts)
    if (left === 0) throw new Error('dice missing at the end of the turn')
    const k = key(counts, left)
    const known = heldMemo.get(k)
    if (known !== undefined) return known
    let sum = 0
    const outcomes = 6 ** missing
    for (let o = 0; o < outcomes; o++) {
      const next = [...counts]
      for (let i = 0, x = o; i < missing; i++, x = Math.floor(x / 6)) next[1 + (x % 6)]! += 1
      sum += decide(next, left - 1)
    }
    heldMemo.set(k, sum / outcomes)
    return sum / outcomes
  }
  // Value of seeing these five dice with `left` rolls still allowed: stop, or hold any subset.
  const decide = (counts: number[], left: number): number => {
    if (left === 0) return payoff(counts)
    const k = key(counts, left)
    const known = memo.get(k)
    if (known !== undefined) return known
    const dice: number[] = []
    for (let f = 1; f <= 6; f++) for (let n = 0; n < counts[f]!; n++) dice.push(f)
    let best = payoff(counts)
    const seen = new Set<number>()
    for (let mask = 0; mask < 32; mask++) {
      const keep = [0, 0, 0, 0, 0, 0, 0]
      dice.forEach((face, i) => {
        if (mask & (1 << i)) keep[face]! += 1
      })
      const keepKey = key(keep, 0)
      if (seen.has(keepKey)) continue
      seen.add(keepKey)
      best = Math.max(best, held(keep, left))
    }
    memo.set(k, best)
    return best
  }
  return held([0, 0, 0, 0, 0, 0, 0], rolls)
}

/**
 * An independent one-turn solver for the tests: five dice, three rolls, every keep tried, written
 * from the rules of play alone (no advisor code). `finalValue(dice)` is what the dice are worth
 * once the turn ends (the best box and what follows it); the result is the turn's expected value
 * under the best keeps.
 */
const key = (dice: readonly number[]) => [...dice].sort((a, b) => a - b).join('')

/** Every multiset of n faces (252 for five dice, 462 for six), built without the engine's list. */
export function sortedRolls(n: number, from = 1): number[][] {
  if (n === 0) return [[]]
  const rolls: number[][] = []
  for (let face = from; face <= 6; face++)
    for (const tail of sortedRolls(n - 1, face)) rolls.push([face, ...tail])
  return rolls
}

/** Every ordered outcome of n dice, each equally likely. */
function orderedOutcomes(n: number): number[][] {
  let outcomes: number[][] = [[]]
  for (let i = 0; i < n; i++)
    outcomes = outcomes.flatMap((o) => [1, 2, 3, 4, 5, 6].map((f) => [...o, f]))
  return outcomes
}

/** The distinct multisets a roll can keep (from none to all five). */
function keepsOf(roll: readonly number[]): number[][] {
  const found = new Map<string, number[]>()
  for (let mask = 0; mask < 1 << roll.length; mask++) {
    const keep = roll.filter((_, i) => mask & (1 << i))
    found.set(key(keep), keep)
  }
  return [...found.values()]
}

export function bestTurnValue(finalValue: (dice: readonly number[]) => number): number {
  const rolls = sortedRolls(5)
  let value = new Map(rolls.map((roll) => [key(roll), finalValue(roll)]))
  /** The expected value of rolling the dice not kept, under `value`. */
  const expectKeep = (keep: readonly number[], under: Map<string, number>) => {
    const outcomes = orderedOutcomes(5 - keep.length)
    return outcomes.reduce((sum, o) => sum + under.get(key([...keep, ...o]))!, 0) / outcomes.length
  }
  for (let rerolls = 0; rerolls < 2; rerolls++) {
    const under = value
    const memo = new Map<string, number>()
    const keepValue = (keep: number[]) => {
      const k = key(keep)
      if (!memo.has(k)) memo.set(k, expectKeep(keep, under))
      return memo.get(k)!
    }
    value = new Map(rolls.map((roll) => [key(roll), Math.max(...keepsOf(roll).map(keepValue))]))
  }
  return expectKeep([], value)
}

// An independent check of src/advisor/win: ordered dice, every outcome enumerated, the decisions
// taken from the Perfect computer itself. Shares no code with src/advisor/win.
import { createComputer } from '../../src/computer'
import { isSheetFull, sheetTotals, writeBox, type Sheet, type VariantId } from '../../src/rules'
import type { Advisor } from '../../src/advisor'

export type Chances = Map<number, number>

function add(into: Chances, score: number, chance: number): void {
  into.set(score, (into.get(score) ?? 0) + chance)
}

function diceKey(dice: readonly number[]): string {
  return [...dice].sort((a, b) => a - b).join('')
}

const rerolls = new Map<string, Map<string, number>>()

/** Where holding these faces lands: every ordered outcome of the other dice, one by one. */
function rerolled(held: readonly number[]): Map<string, number> {
  const key = diceKey(held)
  let lands = rerolls.get(key)
  if (!lands) {
    lands = new Map()
    const missing = 5 - held.length
    for (let o = 0; o < 6 ** missing; o++) {
      const thrown = Array.from({ length: missing }, (_, i) => 1 + (Math.floor(o / 6 ** i) % 6))
      const k = diceKey([...held, ...thrown])
      lands.set(k, (lands.get(k) ?? 0) + 1 / 6 ** missing)
    }
    rerolls.set(key, lands)
  }
  return lands
}

/** The exact chance of each final total for this sheet, played on by the Perfect computer. */
export function bruteForceFinal(advisor: Advisor, sheet: Sheet): Chances {
  const variant: VariantId = advisor.variant
  const computer = createComputer({ variant, options: {}, level: 'perfect', advisor })
  const memo = new Map<string, Chances>()
  const finalOf = (current: Sheet): Chances => {
    if (isSheetFull(variant, current)) return new Map([[sheetTotals(variant, current).total, 1]])
    const key = JSON.stringify(current)
    const known = memo.get(key)
    if (known) return known
    // Every ordered first roll, then each roll's decision, one roll at a time.
    let showing = new Map(rerolled([]))
    const stopped = new Map<string, number>()
    for (const roll of [1, 2]) {
      const next = new Map<string, number>()
      for (const [k, chance] of showing) {
        const dice = [...k].map(Number)
        const decision = computer.decideKeep({ sheet: current, dice, roll })
        if (decision === 'stop') {
          stopped.set(k, (stopped.get(k) ?? 0) + chance)
          continue
        }
        const held = decision.map((i) => dice[i]!)
        for (const [nk, p] of rerolled(held)) next.set(nk, (next.get(nk) ?? 0) + chance * p)
      }
      showing = next
    }
    for (const [k, chance] of showing) stopped.set(k, (stopped.get(k) ?? 0) + chance)
    const result: Chances = new Map()
    for (const [k, chance] of stopped) {
      const dice = [...k].map(Number)
      const box = computer.decideBox({ sheet: current, dice, roll: 3 })
      for (const [score, p] of finalOf(writeBox(variant, current, dice, box)))
        add(result, score, chance * p)
    }
    memo.set(key, result)
    return result
  }
  return finalOf(sheet)
}

/** Each player's chance to finish first, ties split, by summing over every combination of totals. */
export function bruteForceWins(finals: readonly Chances[]): number[] {
  const wins = finals.map(() => 0)
  const visit = (player: number, chance: number, totals: number[]) => {
    if (player === finals.length) {
      const best = Math.max(...totals)
      const winners = totals.filter((t) => t === best).length
      totals.forEach((t, i) => {
        if (t === best) wins[i] = wins[i]! + chance / winners
      })
      return
    }
    for (const [score, p] of finals[player]!) visit(player + 1, chance * p, [...totals, score])
  }
  visit(0, 1, [])
  return wins
}

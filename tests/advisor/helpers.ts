// Relative imports (no '@/'): scripts/bench-advice.ts runs these helpers under plain tsx too.
import { allRolls, getVariant, writeBox, type BoxId, type Sheet } from '../../src/rules'
import { ExactAdvisor } from '../../src/advisor/exact-advisor'
import { exactModel, type ExactVariantId } from '../../src/advisor/model'
import { stateOfSheet } from '../../src/advisor/sheet-state'
import { layersFrom, solveSequential } from '../../src/advisor/solver'

/** An exact advisor that has solved only what this sheet can still reach (fast with few boxes open). */
export function advisorFrom(variant: ExactVariantId, sheet: Sheet): ExactAdvisor {
  const model = exactModel(variant)
  const values = solveSequential(model, undefined, layersFrom(model, stateOfSheet(model, sheet)))
  return new ExactAdvisor(model, values)
}

/** A sheet with every box written (by the given scores, default 0) except the open ones. */
export function sheetWithOpen(
  variant: ExactVariantId | 'maxi-yatzy',
  open: readonly BoxId[],
  scores: Partial<Record<BoxId, number>> = {},
  extra: Omit<Sheet, 'scores'> = {},
): Sheet {
  const filled: Partial<Record<BoxId, number>> = {}
  for (const box of getVariant(variant).boxes) {
    if (!open.includes(box.id)) filled[box.id] = scores[box.id] ?? 0
  }
  return { ...extra, scores: filled }
}

/** Plays a game by always taking the first legal box, to get realistic mid-game sheets. */
export function playRandomly(variant: ExactVariantId, turns: number, random: () => number): Sheet {
  const rolls = allRolls(5)
  let sheet: Sheet = { scores: {}, ...(variant === 'yahtzee' ? { yahtzeeBonuses: 0 } : {}) }
  const boxes = getVariant(variant).boxes.map((b) => b.id)
  for (let t = 0; t < turns; t++) {
    const dice = rolls[Math.floor(random() * rolls.length)]!
    const open = boxes.filter((box) => sheet.scores[box] === undefined)
    for (const box of [...open].sort(() => random() - 0.5)) {
      try {
        sheet = writeBox(variant, sheet, dice, box)
        break
      } catch {
        // Not legal for this roll (forced order or joker): try another box.
      }
    }
  }
  return sheet
}

/** A small seeded generator so failures reproduce. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

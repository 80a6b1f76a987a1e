import { getVariant, type Sheet } from '../rules'
import type { ExactModel } from './model'

/** The solver state index of a sheet (between turns). Throws if the sheet is not one play can reach. */
export function stateOfSheet(model: ExactModel, sheet: Sheet): number {
  const def = getVariant(model.variant)
  let upperMask = 0
  let upperSum = 0
  for (let face = 1; face <= 6; face++) {
    const score = sheet.scores[model.boxes[face - 1]!]
    if (score === undefined) continue
    upperMask |= 1 << (face - 1)
    upperSum += score
  }
  let code = 0
  model.lowerBoxes.forEach((box, j) => {
    const score = sheet.scores[box]
    if (score === undefined) return
    code |= 1 << j
    if (box === def.allAlikeBox && model.yahtzeeFlag && score > 0) code |= model.yahtzeeFlag
  })
  const lower = model.lowerIndex[code] ?? -1
  const upper = model.upper.indexOf(upperMask, upperSum)
  if (lower < 0 || upper < 0) {
    throw new Error(`${def.name}: this sheet is not one that play can reach (boxes out of order?)`)
  }
  return lower * model.upper.count + upper
}

export function isFull(model: ExactModel, sheet: Sheet): boolean {
  return model.boxes.every((box) => sheet.scores[box] !== undefined)
}

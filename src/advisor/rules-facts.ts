import {
  getVariant,
  legalBoxes,
  scoreBox,
  sheetTotals,
  tableRules,
  writeBox,
  type BoxId,
  type Sheet,
  type TableOptions,
  type VariantId,
  gameRules,
} from '../rules'
import type { DiceSpace } from './dice-space'
import { ROLLS_PER_STEP, type Steps } from './steps'

/**
 * What the exact solver reads from the rules engine, and the checks that its own shortcuts
 * (count × face for upper boxes, the joker's order of preference) still match the engine.
 * Bump SOLVER_REVISION whenever the solver's results change for unchanged rules.
 */
const SOLVER_REVISION = 1

/**
 * The extra for a further five-alike as the rules engine books it (Yahtzee's +100 bonus, or a
 * house rule's): a second five-alike written while the all-alike box holds its points.
 */
export function yahtzeeBonusValue(variant: VariantId, options: TableOptions): number {
  const def = getVariant(variant)
  const held = tableRules(gameRules(variant, options)).allAlike
  const before: Sheet = { scores: { [def.allAlikeBox]: held }, yahtzeeBonuses: 0 }
  const after = writeBox(
    gameRules(variant, options),
    before,
    Array(def.diceCount).fill(1),
    def.boxes[0]!.id,
  )
  const extra = (sheet: Sheet) => sheetTotals(gameRules(variant, options), sheet).yahtzeeBonus
  return extra(after) - extra(before)
}

/**
 * jokerScore[j * 7 + face]: what a joker five-alike of face pays in lower box j (read in any
 * order: forced order changes where a joker may go, not what it pays; assertJokerOrder checks).
 */
export function jokerLowerScores(
  variant: VariantId,
  lowerBoxes: readonly BoxId[],
  options: TableOptions,
): Float64Array {
  const def = getVariant(variant)
  const scores = new Float64Array(lowerBoxes.length * 7)
  const anyOrder = gameRules(variant, { ...options, forcedOrder: false })
  for (let face = 1; face <= 6; face++) {
    // With the Yahtzee box and the matching upper box filled, the joker may go in any lower box.
    const sheet: Sheet = { scores: { [def.allAlikeBox]: 0, [def.boxes[face - 1]!.id]: 0 } }
    const dice = Array(def.diceCount).fill(face)
    for (const { box, score } of legalBoxes(anyOrder, sheet, dice)) {
      const j = lowerBoxes.indexOf(box)
      if (j >= 0) scores[j * 7 + face] = score
    }
  }
  return scores
}

/**
 * The kernel's joker order — forced: matching upper box if open, else any open lower box, else any
 * open upper box for 0; free: any open box — probed against legalBoxes on one sheet per case and
 * face. Under forced order: the next box only, paying what the kernel assumes (forcedJoker).
 */
export function assertJokerOrder(variant: VariantId, options: TableOptions): void {
  if (tableRules(gameRules(variant, options)).forcedOrder) {
    assertForcedJoker(variant, options)
    return
  }
  const def = getVariant(variant)
  const free = tableRules(gameRules(variant, options)).joker === 'free'
  const upper = def.boxes.filter((box) => box.section === 'upper').map((box) => box.id)
  const lower = def.boxes.filter((box) => box.section === 'lower').map((box) => box.id)
  const filled = (boxes: readonly BoxId[]) => Object.fromEntries(boxes.map((box) => [box, 0]))
  for (let face = 1; face <= 6; face++) {
    const dice = Array(def.diceCount).fill(face)
    const matching = upper[face - 1]!
    const other = upper[face % 6]!
    const cases: [Sheet, BoxId[]][] = [
      [{ scores: filled([def.allAlikeBox]) }, [matching]],
      [{ scores: filled([def.allAlikeBox, matching]) }, lower.filter((b) => b !== def.allAlikeBox)],
      [{ scores: filled([...lower, matching]) }, upper.filter((b) => b !== matching)],
      [{ scores: filled([...lower, ...upper.filter((b) => b !== other)]) }, [other]],
    ]
    for (const [sheet, forced] of cases) {
      const expected = free
        ? def.boxes.map((b) => b.id).filter((b) => !(b in sheet.scores))
        : forced
      const got = legalBoxes(gameRules(variant, options), sheet, dice).map((entry) => entry.box)
      if (got.length !== expected.length || got.some((box) => !expected.includes(box))) {
        throw new Error(
          `${variant}: the joker order in legalBoxes is not the one the solver assumes`,
        )
      }
    }
  }
}

/**
 * Forced order: five alike with the all-alike box filled go in the next box, every box before it
 * filled: an upper box for count × face, a lower box for its joker score (jokerLowerScores).
 */
function assertForcedJoker(variant: VariantId, options: TableOptions): void {
  const def = getVariant(variant)
  const rules = gameRules(variant, options)
  const lower = def.boxes.filter((box) => box.section === 'lower').map((box) => box.id)
  const joker = jokerLowerScores(variant, lower, options)
  def.boxes.forEach((next, b) => {
    if (next.id === def.allAlikeBox) return
    const before = def.boxes.slice(0, b).map((box) => [box.id, 0])
    const sheet: Sheet = { scores: { ...Object.fromEntries(before), [def.allAlikeBox]: 0 } }
    for (let face = 1; face <= 6; face++) {
      const pays = next.face
        ? next.face === face
          ? def.diceCount * face
          : 0
        : joker[lower.indexOf(next.id) * 7 + face]!
      const [got, ...more] = legalBoxes(rules, sheet, Array(def.diceCount).fill(face))
      if (more.length > 0 || got?.box !== next.id || got.score !== pays) {
        throw new Error(
          `${variant}: the joker under forced order is not the one the solver assumes`,
        )
      }
    }
  })
}

/**
 * The kernel scores an upper box as count × face, indexed by count: check the rules agree, a step
 * every ROLLS_PER_STEP rolls (all 1 512 scores of five dice in one go were a 70–90 ms task on the
 * page's thread at 4× CPU throttle).
 */
export function* upperIsCountTimesFaceInSteps(
  variant: VariantId,
  space: DiceSpace,
  boxes: readonly BoxId[],
  options: TableOptions,
): Steps<void> {
  // Resolved once: checking the options again for each of the 1 512 scores was most of the time.
  const rules = gameRules(variant, options)
  for (let face = 1; face <= 6; face++) {
    for (let r = 0; r < space.rollCount; r++) {
      if (r % ROLLS_PER_STEP === ROLLS_PER_STEP - 1) yield
      const dice = space.keepDice[space.rollOffset + r]!
      const score = scoreBox(rules, boxes[face - 1]!, dice)
      if (score !== face * space.faceCount[r * 7 + face]!) {
        throw new Error(
          `${variant}: ${boxes[face - 1]} does not pay count × face for ${dice.join('')}`,
        )
      }
    }
  }
}

/** The rules numbers a solved table depends on (a part of the solver's model). */
export interface RulesNumbers {
  readonly boxes: readonly BoxId[]
  readonly lowerScore: readonly Float64Array[]
  readonly jokerScore: Float64Array
  readonly yahtzeeBonus: number
  readonly forcedOrder: boolean
}

/**
 * FNV-1a over every rules number the table depends on, and the solver revision. `houseRules` (the
 * advisor key of a game under house rules, '' for the variant's own) is mixed in too, for what no
 * number shows (the joker's order); the standard tables keep the fingerprint they always had.
 */
export function rulesFingerprint(
  model: RulesNumbers,
  bonus: { threshold: number; value: number },
  houseRules = '',
): string {
  let h = 0x811c9dc5
  const mix = (n: number) => {
    h ^= n & 0xff
    h = Math.imul(h, 0x01000193)
    h ^= (n >>> 8) & 0xff
    h = Math.imul(h, 0x01000193)
  }
  for (const column of model.lowerScore) for (const v of column) mix(v)
  for (const v of model.jokerScore) mix(v)
  const scalars = [bonus.threshold, bonus.value, model.yahtzeeBonus, model.forcedOrder ? 1 : 0]
  ;[...scalars, model.boxes.length, SOLVER_REVISION].forEach(mix)
  for (const id of model.boxes) for (let i = 0; i < id.length; i++) mix(id.charCodeAt(i))
  for (let i = 0; i < houseRules.length; i++) mix(houseRules.charCodeAt(i))
  return (h >>> 0).toString(16).padStart(8, '0')
}

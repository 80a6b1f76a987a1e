/**
 * An independent reference for the rule book (docs/RULES.md), written for the tests only.
 * It shares no code with src/rules: every box is defined by searching the dice themselves
 * (subsets, splits, sorted patterns) instead of face counts, and every table below is copied by
 * hand from RULES.md, so a bug in the engine cannot hide in both places at once.
 */
import type { BoxId, Sheet, VariantId } from '@/rules'

export interface BoxRow {
  id: BoxId
  /** Upper boxes: the face they count. */
  face?: number
  /** The highest value RULES.md allows in the box. */
  max: number
}

export interface Layout {
  dice: number
  boxes: readonly BoxRow[]
  bonusThreshold: number
  bonusValue: number
  parPerFace: number
  allAlikeBox: BoxId
}

const upper = (dice: number): BoxRow[] =>
  (['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'] as const).map((id, i) => ({
    id,
    face: i + 1,
    max: dice * (i + 1),
  }))

const yatzyRows: BoxRow[] = [
  ...upper(5),
  { id: 'pair', max: 12 },
  { id: 'two-pairs', max: 22 },
  { id: 'three-kind', max: 18 },
  { id: 'four-kind', max: 24 },
  { id: 'small-straight', max: 15 },
  { id: 'large-straight', max: 20 },
  { id: 'full-house', max: 28 },
  { id: 'chance', max: 30 },
  { id: 'yatzy', max: 50 },
]

/** The sheets of RULES.md, boxes in table order, maxima as written there or counted by hand. */
export const LAYOUTS: Record<VariantId, Layout> = {
  yatzy: {
    dice: 5,
    boxes: yatzyRows,
    bonusThreshold: 63,
    bonusValue: 50,
    parPerFace: 3,
    allAlikeBox: 'yatzy',
  },
  'forced-yatzy': {
    dice: 5,
    boxes: yatzyRows,
    bonusThreshold: 42,
    bonusValue: 50,
    parPerFace: 2,
    allAlikeBox: 'yatzy',
  },
  'maxi-yatzy': {
    dice: 6,
    boxes: [
      ...upper(6),
      { id: 'pair', max: 12 }, // 6+6
      { id: 'two-pairs', max: 22 }, // 6+6+5+5
      { id: 'three-pairs', max: 30 }, // 6+6+5+5+4+4
      { id: 'three-kind', max: 18 },
      { id: 'four-kind', max: 24 },
      { id: 'five-kind', max: 30 },
      { id: 'small-straight', max: 15 },
      { id: 'large-straight', max: 20 },
      { id: 'full-straight', max: 21 }, // 30 with the table option
      { id: 'full-house', max: 28 }, // 6+6+6+5+5
      { id: 'villa', max: 33 }, // 6+6+6+5+5+5
      { id: 'tower', max: 34 }, // 6+6+6+6+5+5
      { id: 'chance', max: 36 },
      { id: 'maxi-yatzy', max: 100 },
    ],
    bonusThreshold: 84,
    bonusValue: 100,
    parPerFace: 4,
    allAlikeBox: 'maxi-yatzy',
  },
  yahtzee: {
    dice: 5,
    boxes: [
      ...upper(5),
      { id: 'three-kind', max: 30 },
      { id: 'four-kind', max: 30 },
      { id: 'full-house', max: 25 },
      { id: 'small-straight', max: 30 },
      { id: 'large-straight', max: 40 },
      { id: 'yahtzee', max: 50 },
      { id: 'chance', max: 30 },
    ],
    bonusThreshold: 63,
    bonusValue: 35,
    parPerFace: 3,
    allAlikeBox: 'yahtzee',
  },
}

export const VARIANT_IDS: readonly VariantId[] = ['yatzy', 'forced-yatzy', 'maxi-yatzy', 'yahtzee']

export const YAHTZEE_BONUS = 100

// ---------------------------------------------------------------------------------------------
// Dice helpers: everything works on the dice list itself.

const total = (dice: readonly number[]): number => dice.reduce((s, d) => s + d, 0)
const alike = (dice: readonly number[]): boolean => dice.every((d) => d === dice[0])
const sortedKey = (dice: readonly number[]): string => [...dice].sort((a, b) => a - b).join('')

const chosen = new Map<string, number[][]>()

/** Every way to pick k of the indices 0 … n−1. */
function choose(n: number, k: number): number[][] {
  if (k === 0) return [[]]
  if (n < k) return []
  const key = `${n}:${k}`
  let found = chosen.get(key)
  if (!found) {
    const withLast = choose(n - 1, k - 1).map((c) => [...c, n - 1])
    found = [...choose(n - 1, k), ...withLast]
    chosen.set(key, found)
  }
  return found
}

const pick = (dice: readonly number[], idx: readonly number[]) => idx.map((i) => dice[i]!)
const rest = (dice: readonly number[], idx: readonly number[]) =>
  dice.filter((_, i) => !idx.includes(i))

/** The best sum of k dice that are all alike, or 0. */
function bestAlike(dice: readonly number[], k: number): number {
  let best = 0
  for (const idx of choose(dice.length, k)) {
    const group = pick(dice, idx)
    if (alike(group)) best = Math.max(best, total(group))
  }
  return best
}

/**
 * The best sum of some dice split into groups of the given sizes, each group alike and every
 * group a different face; 0 when no such split exists.
 */
function bestGroups(dice: readonly number[], sizes: readonly number[]): number {
  if (sizes.length === 0) return 0
  let best = 0
  const search = (
    left: readonly number[],
    todo: readonly number[],
    faces: number[],
    sum: number,
  ) => {
    if (todo.length === 0) {
      best = Math.max(best, sum)
      return
    }
    for (const idx of choose(left.length, todo[0]!)) {
      const group = pick(left, idx)
      if (!alike(group) || faces.includes(group[0]!)) continue
      search(rest(left, idx), todo.slice(1), [...faces, group[0]!], sum + total(group))
    }
  }
  search(dice, sizes, [], 0)
  return best
}

/** True when the dice split into exactly these alike groups of different faces, using all dice. */
const splitsExactly = (dice: readonly number[], sizes: readonly number[]) =>
  sizes.reduce((s, n) => s + n, 0) === dice.length && bestGroups(dice, sizes) > 0

const hasEvery = (dice: readonly number[], faces: readonly number[]) =>
  faces.every((f) => dice.includes(f))

const upperFace: Partial<Record<BoxId, number>> = {
  ones: 1,
  twos: 2,
  threes: 3,
  fours: 4,
  fives: 5,
  sixes: 6,
}

// ---------------------------------------------------------------------------------------------
// The boxes, straight from the rule text.

function nordic(box: BoxId, dice: readonly number[]): number | undefined {
  switch (box) {
    case 'pair':
      return bestAlike(dice, 2)
    case 'two-pairs':
      return bestGroups(dice, [2, 2])
    case 'three-kind':
      return bestAlike(dice, 3)
    case 'four-kind':
      return bestAlike(dice, 4)
    case 'chance':
      return total(dice)
  }
  return undefined
}

function yatzyScore(box: BoxId, dice: readonly number[]): number {
  const shared = nordic(box, dice)
  if (shared !== undefined) return shared
  switch (box) {
    case 'small-straight':
      return sortedKey(dice) === '12345' ? 15 : 0
    case 'large-straight':
      return sortedKey(dice) === '23456' ? 20 : 0
    case 'full-house':
      return splitsExactly(dice, [3, 2]) ? total(dice) : 0
    case 'yatzy':
      return alike(dice) ? 50 : 0
  }
  throw new Error(`reference: Yatzy has no ${box}`)
}

function maxiScore(box: BoxId, dice: readonly number[], fullStraight: 21 | 30): number {
  const shared = nordic(box, dice)
  if (shared !== undefined) return shared
  switch (box) {
    case 'three-pairs':
      return splitsExactly(dice, [2, 2, 2]) ? total(dice) : 0
    case 'five-kind':
      return bestAlike(dice, 5)
    case 'small-straight':
      return hasEvery(dice, [1, 2, 3, 4, 5]) ? 15 : 0
    case 'large-straight':
      return hasEvery(dice, [2, 3, 4, 5, 6]) ? 20 : 0
    case 'full-straight':
      return sortedKey(dice) === '123456' ? fullStraight : 0
    case 'full-house':
      return bestGroups(dice, [3, 2])
    case 'villa':
      return splitsExactly(dice, [3, 3]) ? total(dice) : 0
    case 'tower':
      return splitsExactly(dice, [4, 2]) ? total(dice) : 0
    case 'maxi-yatzy':
      return alike(dice) ? 100 : 0
  }
  throw new Error(`reference: Maxi Yatzy has no ${box}`)
}

function yahtzeeScore(box: BoxId, dice: readonly number[]): number {
  switch (box) {
    case 'three-kind':
      return bestAlike(dice, 3) > 0 ? total(dice) : 0
    case 'four-kind':
      return bestAlike(dice, 4) > 0 ? total(dice) : 0
    case 'full-house':
      return splitsExactly(dice, [3, 2]) ? 25 : 0
    case 'small-straight':
      return [1, 2, 3].some((s) => hasEvery(dice, [s, s + 1, s + 2, s + 3])) ? 30 : 0
    case 'large-straight':
      return [1, 2].some((s) => hasEvery(dice, [s, s + 1, s + 2, s + 3, s + 4])) ? 40 : 0
    case 'yahtzee':
      return alike(dice) ? 50 : 0
    case 'chance':
      return total(dice)
  }
  throw new Error(`reference: Yahtzee has no ${box}`)
}

/** What the dice pay in the box by the plain rules of RULES.md (no joker, no sheet). */
export function refScore(
  variant: VariantId,
  box: BoxId,
  dice: readonly number[],
  fullStraight: 21 | 30 = 21,
): number {
  const face = upperFace[box]
  if (face !== undefined) return dice.filter((d) => d === face).length * face
  if (variant === 'maxi-yatzy') return maxiScore(box, dice, fullStraight)
  if (variant === 'yahtzee') return yahtzeeScore(box, dice)
  return yatzyScore(box, dice)
}

/** Every ordered roll of n dice: 6^n of them. */
export function orderedRolls(n: number): number[][] {
  let rolls: number[][] = [[]]
  for (let i = 0; i < n; i++) {
    rolls = rolls.flatMap((r) => [1, 2, 3, 4, 5, 6].map((f) => [...r, f]))
  }
  return rolls
}

export interface Move {
  box: BoxId
  score: number
}

const JOKER_FIXED: Partial<Record<BoxId, number>> = {
  'full-house': 25,
  'small-straight': 30,
  'large-straight': 40,
}

/**
 * The moves RULES.md allows for this roll on this sheet, in table order: the next box under forced
 * order (Forced Yatzy, or the house rule), a joker there paying the lower pattern's value; Yahtzee's
 * joker order for five alike once the `yahtzee` box is filled; else every open box.
 */
export function refLegalMoves(
  variant: VariantId,
  sheet: Sheet,
  dice: readonly number[],
  fullStraight: 21 | 30 = 21,
  forced = variant === 'forced-yatzy',
): Move[] {
  const open = LAYOUTS[variant].boxes.filter((b) => sheet.scores[b.id] === undefined)
  if (open.length === 0) return []
  const plain = (b: BoxRow): Move => ({
    box: b.id,
    score: refScore(variant, b.id, dice, fullStraight),
  })
  const joker = variant === 'yahtzee' && alike(dice) && sheet.scores.yahtzee !== undefined
  if (forced) {
    const next = open[0]!
    if (!joker || next.face !== undefined) return [plain(next)]
    return [{ box: next.id, score: JOKER_FIXED[next.id] ?? total(dice) }]
  }
  if (joker) {
    const matching = open.find((b) => b.face === dice[0])
    if (matching) return [{ box: matching.id, score: total(dice) }]
    const lower = open.filter((b) => b.face === undefined)
    if (lower.length > 0) {
      return lower.map((b) => ({ box: b.id, score: JOKER_FIXED[b.id] ?? total(dice) }))
    }
    return open.map((b) => ({ box: b.id, score: 0 }))
  }
  return open.map(plain)
}

/** Totals by their definitions in RULES.md, from the filled boxes and the counted bonuses. */
export function refTotals(variant: VariantId, sheet: Sheet, yahtzeeBonuses = 0) {
  const layout = LAYOUTS[variant]
  let up = 0
  let low = 0
  let par = 0
  for (const b of layout.boxes) {
    const score = sheet.scores[b.id]
    if (score === undefined) continue
    if (b.face !== undefined) {
      up += score
      par += score - layout.parPerFace * b.face
    } else {
      low += score
    }
  }
  const bonus = up >= layout.bonusThreshold ? layout.bonusValue : 0
  const yahtzeeBonus = variant === 'yahtzee' ? yahtzeeBonuses * YAHTZEE_BONUS : 0
  return { upper: up, bonus, lower: low, yahtzeeBonus, total: up + bonus + low + yahtzeeBonus, par }
}

/** Freezes a value and everything inside it, so any write by the engine throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

import {
  getVariant,
  scoreBox,
  type BoxId,
  type GameRules,
  type JokerRule,
  type TableOptions,
  gameRules,
} from '../rules'
import { adviceOptions, advisorKey, hasHouseRules } from './advisor-key'
import { diceSpaceInSteps, type DiceSpace } from './dice-space'
import type { ExactVariantId } from './exact-variants'
import {
  assertJokerOrder,
  upperIsCountTimesFaceInSteps,
  jokerLowerScores,
  rulesFingerprint,
  yahtzeeBonusValue,
} from './rules-facts'
import { ROLLS_PER_STEP, runSteps, runStepsPaused, type Steps } from './steps'
import { upperStatesInSteps, type UpperStates } from './upper-states'

/**
 * A five-dice variant as the exact solver sees it (Yatzy, Forced Yatzy, Yahtzee).
 *
 * A solver state is (lower code, upper state). The lower code has one bit per lower box, in table
 * order, plus — where further five-alikes pay an extra (Yahtzee's +100, or a house rule) — a flag
 * bit meaning "the all-alike box holds its points", because that alone decides the extras. State index = lowerIndex × upper.count + upper.
 * Its value is the expected score still to come (bonuses included) under optimal play; the expected
 * final score is the sheet's current total plus that.
 *
 * All scores come from the rules API (see rules-facts.ts): a roll × box table filled with
 * `scoreBox`, the joker's lower-box values read off `legalBoxes`, the Yahtzee bonus off
 * `writeBox` + `sheetTotals`, all under the game's table options (house rules). The joker's
 * order of preference is the one rule the kernel restates (it runs per state in the hot loop); it
 * is checked against `legalBoxes` when the model is built.
 */
export { EXACT_VARIANTS, isExactVariant, type ExactVariantId } from './exact-variants'

export interface ExactModel {
  readonly variant: ExactVariantId
  /** The table options the model was built for, as adviceOptions gives them ({} = standard). */
  readonly options: TableOptions
  /** Those options as rules, resolved once. */
  readonly rules: GameRules
  readonly space: DiceSpace
  /** Box ids in table order. */
  readonly boxes: readonly BoxId[]
  /** Lower boxes in table order; lower box j is bit j of the lower code. */
  readonly lowerBoxes: readonly BoxId[]
  /** lowerScore[j][r] = what roll r pays in lower box j. */
  readonly lowerScore: readonly Float64Array[]
  /** The same, sparse: the rolls that pay something in lower box j, and what they pay. */
  readonly lowerHitRolls: readonly Int32Array[]
  readonly lowerHitScores: readonly Float64Array[]
  /** Lower bit of the all-alike box. */
  readonly allAlikeBit: number
  /** Lower bit of the all-alike box when writing it sets the extras flag; −1 without extras. */
  readonly yahtzeeBit: number
  /** Lower-code bit set when the all-alike box holds its points; 0 when no extra is paid. */
  readonly yahtzeeFlag: number
  readonly yahtzeeBonus: number
  /** jokerScore[j * 7 + face]: a joker five-alike of face in lower box j. */
  readonly jokerScore: Float64Array
  /** Roll index of five alike of each face (index = face). */
  readonly allAlikeRoll: Int32Array
  /** Yahtzee's joker as the table plays it; 'none' in the other variants. */
  readonly jokerRule: JokerRule
  /** Five alike with the all-alike box filled is scored by its own rule (a joker, an extra). */
  readonly secondAllAlike: boolean
  readonly forcedOrder: boolean
  readonly upper: UpperStates
  /** Lower codes that exist, and code → dense index (−1 for none). */
  readonly lowerCodes: Int32Array
  readonly lowerIndex: Int32Array
  readonly stateCount: number
  /** States to solve, grouped by number of filled boxes (layers[n] has n boxes filled). */
  readonly layers: readonly Int32Array[]
  /** Fingerprint of every number taken from the rules; a stored table must carry the same. */
  readonly rulesFingerprint: string
}

/**
 * The solved value of every state, by state index: Float64 while solving, and as stored (Float32,
 * far finer than the 0.1 point the UI shows) for advice, which reads it as is rather than copying
 * a million values on the page's thread.
 */
export type StateValues = Float64Array | Float32Array

const cache = new Map<string, ExactModel>()

/** The model of a variant under the table's options (one per advisorKey). */
export function exactModel(variant: ExactVariantId, options: TableOptions): ExactModel {
  const key = advisorKey(variant, options)
  let model = cache.get(key)
  if (!model) {
    model = runSteps(buildModel(variant, adviceOptions(variant, options)))
    cache.set(key, model)
  }
  return model
}

/**
 * The same model, built a step at a time with `pause()` awaited between steps (the page's
 * thread): a new rule set's model is tens of milliseconds of work on a phone (several times that
 * under CPU throttling), which in one go would hold up taps and paints.
 */
export async function exactModelInSteps(
  variant: ExactVariantId,
  options: TableOptions,
  pause: () => Promise<unknown>,
): Promise<ExactModel> {
  const key = advisorKey(variant, options)
  const cached = cache.get(key)
  if (cached) return cached
  const built = await runStepsPaused(buildModel(variant, adviceOptions(variant, options)), pause)
  // Another caller may have built it meanwhile: keep one model per key.
  const model = cache.get(key) ?? built
  cache.set(key, model)
  return model
}

function popcount(n: number): number {
  let c = 0
  for (let x = n; x !== 0; x &= x - 1) c++
  return c
}

/** Builds the model, yielding between its steps (see exactModelInSteps). */
function* buildModel(variant: ExactVariantId, options: TableOptions): Steps<ExactModel> {
  const def = getVariant(variant)
  const game = gameRules(variant, options)
  const rules = game.table
  yield
  const space = yield* diceSpaceInSteps(def.diceCount)
  const rolls = space.keepDice.slice(space.rollOffset)
  const boxes = def.boxes.map((box) => box.id)
  const upperIds = def.boxes.filter((box) => box.section === 'upper')
  if (
    upperIds.length !== 6 ||
    upperIds.some((box, i) => box.face !== i + 1 || boxes[i] !== box.id)
  ) {
    throw new Error(`${variant}: the solver expects Ones … Sixes as the first six boxes`)
  }
  yield
  yield* upperIsCountTimesFaceInSteps(variant, space, boxes, options)
  yield
  const lowerBoxes = boxes.slice(6)
  const L = lowerBoxes.length
  const lowerScore: Float64Array[] = []
  for (const box of lowerBoxes) {
    // Every rules check runs for each roll: about 250 per box (every three boxes in one go were
    // a 40 ms task at 4× CPU throttle).
    const scores = new Float64Array(rolls.length)
    for (let r = 0; r < rolls.length; r++) {
      if (r % ROLLS_PER_STEP === ROLLS_PER_STEP - 1) yield
      scores[r] = scoreBox(game, box, rolls[r]!)
    }
    lowerScore.push(scores)
  }

  const jokerRule = def.joker ? rules.joker : 'none'
  const extras = rules.extraAllAlike > 0
  const allAlikeBit = lowerBoxes.indexOf(def.allAlikeBox)
  const yahtzeeBit = extras ? allAlikeBit : -1
  const yahtzeeFlag = extras ? 1 << L : 0
  const allAlikeRoll = new Int32Array(7).fill(-1)
  for (let face = 1; face <= 6; face++) {
    allAlikeRoll[face] = space.keepIndexOf(Array(def.diceCount).fill(face)) - space.rollOffset
  }
  const joker = jokerRule !== 'none'
  const jokerScore = joker
    ? jokerLowerScores(variant, lowerBoxes, options)
    : new Float64Array(L * 7)
  const yahtzeeBonus = extras ? yahtzeeBonusValue(variant, options) : 0
  if (joker) assertJokerOrder(variant, options)
  yield

  const upper = yield* upperStatesInSteps({
    diceCount: def.diceCount,
    threshold: rules.upperBonus.threshold,
    bonus: rules.upperBonus.value,
    forcedOrder: rules.forcedOrder,
  })

  const codes: number[] = []
  for (let code = 0; code < 1 << (L + (extras ? 1 : 0)); code++) {
    const mask = code & ((1 << L) - 1)
    if (extras && code & yahtzeeFlag && !(mask & (1 << yahtzeeBit))) continue
    // Forced order fills the lower boxes as a prefix.
    if (rules.forcedOrder && (mask & (mask + 1)) !== 0) continue
    codes.push(code)
  }
  const lowerCodes = Int32Array.from(codes)
  const lowerIndex = new Int32Array(1 << (L + 1)).fill(-1)
  codes.forEach((code, i) => (lowerIndex[code] = i))

  const stateCount = codes.length * upper.count
  // Only a solve needs the layers: advice on the page builds the model without them.
  let layers: Int32Array[] | null = null
  const layersOnce = () =>
    (layers ??= buildLayers(rules.forcedOrder, L, codes, upper, boxes.length))

  yield
  const hits = lowerScore.map((column) => [...column.keys()].filter((r) => column[r]! > 0))
  const model: ExactModel = {
    variant,
    options,
    rules: game,
    space,
    boxes,
    lowerBoxes,
    lowerScore,
    lowerHitRolls: hits.map((rolls) => Int32Array.from(rolls)),
    lowerHitScores: hits.map((rolls, j) => Float64Array.from(rolls, (r) => lowerScore[j]![r]!)),
    allAlikeBit,
    yahtzeeBit,
    yahtzeeFlag,
    yahtzeeBonus,
    jokerScore,
    allAlikeRoll,
    jokerRule,
    secondAllAlike: joker || extras,
    forcedOrder: rules.forcedOrder,
    upper,
    lowerCodes,
    lowerIndex,
    stateCount,
    get layers() {
      return layersOnce()
    },
    rulesFingerprint: '',
  }
  yield
  // House rules are named in full, so two rule sets never share a table (the standard one stays).
  const house = hasHouseRules(variant, options) ? advisorKey(variant, options) : ''
  const fingerprint = rulesFingerprint(model, rules.upperBonus, house)
  return Object.defineProperty(model, 'rulesFingerprint', { value: fingerprint })
}

/** States grouped by number of filled boxes, the solver's layers (see ExactModel.layers). */
function buildLayers(
  forcedOrder: boolean,
  L: number,
  codes: readonly number[],
  upper: UpperStates,
  boxCount: number,
): Int32Array[] {
  // Two passes (count, then fill typed arrays): growing plain arrays to a million entries took most
  // of the model's time.
  const upperFilled = Uint8Array.from(upper.mask, popcount)
  const lowerFilled = Uint8Array.from(codes, (code) => popcount(code & ((1 << L) - 1)))
  const layerOf = (li: number, us: number) =>
    forcedOrder && lowerFilled[li]! > 0 && upper.mask[us] !== 63
      ? -1
      : lowerFilled[li]! + upperFilled[us]!
  const layerSize = new Int32Array(boxCount + 1)
  for (let li = 0; li < codes.length; li++) {
    for (let us = 0; us < upper.count; us++) {
      const n = layerOf(li, us)
      if (n >= 0) layerSize[n]!++
    }
  }
  const layers = Array.from(layerSize, (size) => new Int32Array(size))
  const filledSoFar = new Int32Array(boxCount + 1)
  for (let li = 0; li < codes.length; li++) {
    for (let us = 0; us < upper.count; us++) {
      const n = layerOf(li, us)
      if (n >= 0) layers[n]![filledSoFar[n]!++] = li * upper.count + us
    }
  }
  return layers
}

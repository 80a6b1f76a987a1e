/**
 * Trials of the join's stray measure and of the anchor's evidence (set.ts) on the dev data, from
 * doubt-dump.ts's JSON lines, without the networks. The judgement is rebuilt with a model of its
 * parts (evidence weights and bars, the clues' spreads, the cap on one clue's cost, a milder cost
 * in light and colour for some things: the sure join), checked against the app's judge at the
 * shipped model, and each trial is judged against the judgement before Round 3 on the columns of
 * doubt-anchor.ts's "one knob at a time". Fitted models (spreads, evidence weights) are fitted on
 * half 0 of the dev photos by name (turned copies and pasted dice of one photo go together) and
 * judged on half 1 too. Diagnosis only: nothing here changes the app's settings.
 * docs/research/2026-12-05-vision-doubt.md, Round 3.
 * `npx tsx scripts/vision/doubt-trials.ts /tmp/doubt/rune55.jsonl /tmp/doubt/other.jsonl /tmp/doubt/clutter.jsonl`
 */
import {
  anchorsOf,
  EVIDENCE_WEIGHTS,
  evidenceFeatures,
  MOST_CONSIDERED,
  SET_MARGIN,
  SPREAD,
  strayFeatures,
  subsets,
  type SetMember,
} from '../../src/vision/set'
import {
  ALONE_EVIDENCE,
  ANCHOR_EVIDENCE,
  ANCHOR_ONE_SIDES,
  ANCHOR_STRETCH,
  SHORT_STRAY_LIMIT,
  STRAY_LIMIT,
  SURE_CONFIDENCE,
  SURE_JOIN_EVIDENCE,
  SURE_JOIN_WEIGHT,
} from '../../src/vision/settings'
import { withLastDie } from '../../src/vision/read-dice'
import {
  choiceGate,
  frameSideOf,
  judgeRecord,
  median,
  readDoubtRecords,
  setGroup,
  setIsRoll,
  type DoubtRecord,
} from './doubt-records'
import { stemHash } from './random'

const records = readDoubtRecords()

/**
 * The photo a record comes from, so that turned copies and pasted dice of one photo fall in one
 * half: Rune55's stem, DiceWatcher's name, a pasted roll's source photo, the made-up roll's number.
 */
function photoOf(r: DoubtRecord): string {
  const pasted = /\((.*)_[0-9a-f]{20,}\)$/.exec(r.name)
  if (pasted) return pasted[1]!
  const file = r.name.split('/').pop()!
  return file.replace(/_jpg\.rf\..*$/, '')
}
/** Half 0 fits, half 1 judges. */
const half = (r: DoubtRecord) => stemHash(photoOf(r)) % 2

/** The clue order of set.ts's strayFeatures, and their shipped spreads. */
const CLUES = ['size', 'brightness', 'red share', 'blue share', 'contrast'] as const
const SHIPPED_SPREAD = [
  SPREAD.size,
  SPREAD.brightness,
  SPREAD.colour,
  SPREAD.colour,
  SPREAD.contrast,
]
/** A thing's clues in their own units (the log of its side, …), as strayFeatures reads them. */
const rawClues = (m: SetMember) => strayFeatures(m).map((v, f) => v * SHIPPED_SPREAD[f]!)

/** The parts of the judgement a trial may change (shipped: set.ts, settings.ts). */
interface Model {
  /** dieEvidence's weights, then the bias. */
  weights: number[]
  anchorEvidence: number
  aloneEvidence: number
  strayLimit: number
  /** One standard deviation of each clue, in CLUES order. */
  spread: number[]
  /** The most one clue may cost. */
  cap: number
  /**
   * The factor on the costs of brightness, colour and contrast for a thing within `forgiveSize`
   * (in the log of its side) of the middle's size whose pips count its face (1: none).
   */
  forgive: number
  forgiveSize: number
  /** The clues forgiven (indices into CLUES). */
  forgiveClues: number[]
  /** Whether set choice (setLikelihood) forgives too, or only the join (strayFrom). */
  forgiveInSet: boolean
  /** Forgiven only when its pips count its face… */
  forgivePips: boolean
  /** …or (forgivePips false) when read at least this sure with at least this much evidence. */
  forgiveConfidence: number
  forgiveEvidence: number
  /** An anchor's pip count need not match its face when read at least this sure (2: never). */
  waivePipsConfidence: number
}
/** The judgement before Round 3 (docs/research/2026-12-05-vision-doubt.md): no sure join. */
const BEFORE: Model = {
  weights: EVIDENCE_WEIGHTS,
  anchorEvidence: ANCHOR_EVIDENCE,
  aloneEvidence: ALONE_EVIDENCE,
  strayLimit: STRAY_LIMIT,
  spread: SHIPPED_SPREAD,
  cap: 8,
  forgive: 1,
  forgiveSize: 0,
  forgiveClues: [1, 2, 3, 4],
  forgiveInSet: true,
  forgivePips: true,
  forgiveConfidence: 0,
  forgiveEvidence: -Infinity,
  waivePipsConfidence: 2,
}
/** The app's judgement: Round 3's sure join (settings.ts's SURE_JOIN_WEIGHT). */
const SHIPPED: Model = {
  ...BEFORE,
  forgive: SURE_JOIN_WEIGHT,
  forgiveSize: SPREAD.size,
  forgiveInSet: false,
  forgiveClues: [1, 2, 3],
  forgivePips: false,
  forgiveConfidence: SURE_CONFIDENCE,
  forgiveEvidence: SURE_JOIN_EVIDENCE,
}

const evidenceOf = (m: SetMember, model: Model) =>
  evidenceFeatures(m).reduce((sum, v, k) => sum + v * model.weights[k]!, model.weights.at(-1)!)

/** What a thing straying from `middle` (its clues' medians) costs under the model. */
function costOf(
  model: Model,
  m: SetMember,
  own: number[],
  middle: number[],
  inSet = false,
): number {
  const forgiven =
    model.forgive !== 1 &&
    (model.forgiveInSet || !inSet) &&
    (model.forgivePips
      ? m.look.pips === m.face
      : m.confidence >= model.forgiveConfidence && evidenceOf(m, model) >= model.forgiveEvidence) &&
    Math.abs(own[0]! - middle[0]!) <= model.forgiveSize
  return own.reduce((sum, v, f) => {
    const z = (v - middle[f]!) / model.spread[f]!
    const cost = Math.min(model.cap, (z * z) / 2)
    return sum + (forgiven && model.forgiveClues.includes(f) ? model.forgive * cost : cost)
  }, 0)
}
const middleOf = (rows: number[][]) => rows[0]!.map((_, f) => median(rows.map((row) => row[f]!)))
const strayWith = (model: Model, anchors: readonly SetMember[], m: SetMember) =>
  costOf(model, m, rawClues(m), middleOf(anchors.map(rawClues)))

/** set.ts's setLikelihood under the model. */
function likelihoodWith(model: Model, members: readonly SetMember[]): number {
  const rows = members.map(rawClues)
  const middle = middleOf(rows)
  return members.reduce(
    (sum, m, i) => sum + evidenceOf(m, model) - costOf(model, m, rows[i]!, middle, true),
    0,
  )
}

/** set.ts's chooseSet under the model. */
function chooseWith<T extends SetMember>(model: Model, found: readonly T[], count: number) {
  if (found.length <= count) return { dice: [...found], undecided: false }
  const pool = [...found]
    .sort((a, b) => evidenceOf(b, model) - evidenceOf(a, model))
    .slice(0, MOST_CONSIDERED)
  let best = -Infinity
  let second = -Infinity
  let chosen: T[] = []
  for (const set of subsets(pool.length, count)) {
    const members = set.map((i) => pool[i]!)
    const likelihood = likelihoodWith(model, members)
    if (likelihood > best) {
      second = best
      best = likelihood
      chosen = members
    } else if (likelihood > second) second = likelihood
  }
  return { dice: chosen, undecided: best - second < SET_MARGIN }
}

/** set.ts's anchorsOf under the model (its pip, spot, stretch and stand-out tests as shipped). */
function anchorsWith<T extends SetMember>(model: Model, things: readonly T[]): T[] {
  const plain = things.filter(
    (t) =>
      evidenceOf(t, model) >= model.anchorEvidence &&
      (t.look.pips === t.face || t.confidence >= model.waivePipsConfidence) &&
      t.look.spots <= t.face + 1 &&
      t.look.stretch <= ANCHOR_STRETCH,
  )
  return plain.filter(
    (t) =>
      t.face !== 1 ||
      t.look.sides >= ANCHOR_ONE_SIDES ||
      plain.some((o) => o !== t && strayWith(model, [o], t) <= STRAY_LIMIT),
  )
}

/** read-dice.ts's judge under the model, in good light: the anchors, the set and the doubt. */
function judgeWith(model: Model, r: DoubtRecord) {
  const anchors = anchorsWith(model, r.found)
  const alone = anchors.length
    ? r.found.filter(
        (t) =>
          anchors.includes(t) ||
          (evidenceOf(t, model) >= model.aloneEvidence &&
            strayWith(model, anchors, t) <= model.strayLimit),
      )
    : []
  const fits = (t: DoubtRecord['found'][number]) =>
    evidenceOf(t, model) >= model.aloneEvidence && strayWith(model, anchors, t) <= SHORT_STRAY_LIMIT
  const chosen = chooseWith(model, alone, r.diceCount)
  const choice = withLastDie(chosen, r.found, anchors, r.diceCount, frameSideOf(r), fits)
  const gate = choiceGate(r, r.found, choice)
  // As the app names them: too few dice is 'count', another size or a face unclear 'unclear'.
  const doubt = gate === 'short' ? 'count' : gate === 'size' || gate === 'bar' ? 'unclear' : gate
  return { anchors, dice: choice.dice, doubt }
}

// The check: judgeWith at SHIPPED is the app's judge on every record.
let mismatches = 0
for (const r of records) {
  const ours = judgeWith(SHIPPED, r)
  const app = judgeRecord(r)
  const same =
    anchorsOf(r.found).length === ours.anchors.length &&
    (ours.doubt ?? 'sure') === (app.doubt ?? 'sure') &&
    (ours.doubt === 'extra' ||
      (ours.dice.length === app.dice.length &&
        ours.dice.every((t) => app.dice.some((d) => d.x === t.x && d.y === t.y))))
  if (!same) mismatches++
}
console.log(
  `check: judgeWith(SHIPPED) differs from the app's judge on ${mismatches} of ${records.length} pictures`,
)

const rolls = records.filter((r) => r.roll)
const tables = records.filter((r) => r.set.startsWith('clutter'))
const REAL = new Set(['rune55', 'dicewatcher', 'real', 'real+clutter'])

/** The columns of one trial, over the rolls `which` (all, or one half). */
function trade(model: Model, which: (r: DoubtRecord) => boolean) {
  const t = {
    right: 0,
    wrong: 0,
    asked: 0,
    bySet: new Map<string, number>(),
    noDieClutter: 0,
    noDieClutterRolls: 0,
    noDieAll: 0,
    anchored: 0,
    taken: 0,
    sureTables: 0,
  }
  for (const r of rolls.filter(which)) {
    const { dice, doubt } = judgeWith(model, r)
    if (doubt !== undefined) t.asked++
    else if (setIsRoll(r, dice)) {
      t.right++
      t.bySet.set(setGroup(r.set), (t.bySet.get(setGroup(r.set)) ?? 0) + 1)
    } else t.wrong++
    const noDie = dice.filter((d) => d.truth === 0).length
    t.noDieAll += noDie
    if (r.set.endsWith('+clutter')) {
      t.noDieClutter += noDie
      if (noDie) t.noDieClutterRolls++
    }
  }
  for (const r of tables) {
    const { anchors, dice, doubt } = judgeWith(model, r)
    if (anchors.length) t.anchored++
    if (doubt === undefined) t.sureTables++
    t.taken += dice.length
  }
  return t
}

function report(title: string, trials: [string, Model][], which: (r: DoubtRecord) => boolean) {
  const base = trade(BEFORE, which)
  console.log(
    `\n${title} (rolls ${rolls.filter(which).length}; tables with no dice ${tables.length})`,
  )
  console.log(
    "| trial | rolls right / wrong / asked | gained (by set) | no-die things in the clutter rolls' sets (rolls) | in every roll's set | no-dice tables with an anchor | things taken for dice there | sure there |",
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const [name, model] of trials) {
    const t = trade(model, which)
    const gained = [...new Set([...t.bySet.keys(), ...base.bySet.keys()])]
      .map((set) => [set, (t.bySet.get(set) ?? 0) - (base.bySet.get(set) ?? 0)] as const)
      .filter(([, d]) => d)
      .map(([set, d]) => `${set} ${d > 0 ? '+' : ''}${d}`)
    const n = t.right - base.right
    console.log(
      `| ${name} | ${t.right} / ${t.wrong} / ${t.asked} | ${n > 0 ? '+' : ''}${n}${gained.length ? ` (${gained.join(', ')})` : ''} | ${t.noDieClutter} (${t.noDieClutterRolls}) | ${t.noDieAll} | ${t.anchored} | ${t.taken} | ${t.sureTables} |`,
    )
  }
}

// 1. The stray measure.
/**
 * Robust spreads of each clue within labelled rolls (1.4826 times the median absolute deviation
 * from the roll's median, over the labelled dice found and read right), on the rolls `which`.
 */
function fitSpread(which: (r: DoubtRecord) => boolean, quantile = 0): number[] {
  const deviations: number[][] = CLUES.map(() => [])
  for (const r of rolls.filter((r) => REAL.has(r.set) && which(r))) {
    const dice = r.found.filter((t) => t.truth > 0 && t.truth === t.face)
    if (dice.length < 3) continue
    const rows = dice.map(rawClues)
    const middle = middleOf(rows)
    for (const row of rows) row.forEach((v, f) => deviations[f]!.push(Math.abs(v - middle[f]!)))
  }
  return deviations.map((d) => (quantile ? q(d, quantile) / 1.96 : 1.4826 * median(d)))
}
const q = (v: number[], p: number) => [...v].sort((a, b) => a - b)[Math.floor(p * (v.length - 1))]!
const fitted = fitSpread((r) => half(r) === 0)
const fittedAll = fitSpread(() => true)
const fitted95 = fitSpread((r) => half(r) === 0, 0.95)
const fitted99 = fitSpread((r) => half(r) === 0, 0.99)
const show = (s: number[]) => s.map((v) => v.toFixed(3)).join(', ')
console.log(`\nspreads (${CLUES.join(', ')}): shipped ${show(SHIPPED_SPREAD)}`)
console.log(`  refitted on the real rolls of half 0: ${show(fitted)}; of all: ${show(fittedAll)}`)
console.log(
  `  95th / 99th percentile of the deviations over 1.96, half 0: ${show(fitted95)} / ${show(fitted99)}`,
)

const with_ = (change: Partial<Model>): Model => ({ ...BEFORE, ...change })
/** The fitted spreads, none narrower than shipped (a clue is never weighed more than shipped). */
const widened = fitted.map((s, f) => Math.max(s, SHIPPED_SPREAD[f]!))
const STRAY_TRIALS: [string, Model][] = [
  ['before (Round 2)', BEFORE],
  ['shipped (Round 3: the sure join)', SHIPPED],
  ['cap 6 (8)', with_({ cap: 6 })],
  ['cap 5', with_({ cap: 5 })],
  ['cap 4', with_({ cap: 4 })],
  ['cap 3', with_({ cap: 3 })],
  ['spread refitted (half 0)', with_({ spread: fitted })],
  ['spread refitted, none narrower than shipped', with_({ spread: widened })],
  ['spread from the 95th percentile (half 0)', with_({ spread: fitted95 })],
  ['spread from the 99th percentile (half 0)', with_({ spread: fitted99 })],
  ['colour spread 0.06 (0.04)', with_({ spread: [0.3, 0.25, 0.06, 0.06, 0.12] })],
  ['brightness 0.35, colour 0.06', with_({ spread: [0.3, 0.35, 0.06, 0.06, 0.12] })],
  ['forgive ×0.5 within 0.15 in size, pips = face', with_({ forgive: 0.5, forgiveSize: 0.15 })],
  ['forgive ×0.5 within 0.3', with_({ forgive: 0.5, forgiveSize: 0.3 })],
  ['forgive ×0.7 within 0.15', with_({ forgive: 0.7, forgiveSize: 0.15 })],
  ['forgive ×0.7 within 0.3', with_({ forgive: 0.7, forgiveSize: 0.3 })],
  [
    'forgive ×0.5 within 0.15, the join only',
    with_({ forgive: 0.5, forgiveSize: 0.15, forgiveInSet: false }),
  ],
  [
    'forgive ×0.5 within 0.3, the join only',
    with_({ forgive: 0.5, forgiveSize: 0.3, forgiveInSet: false }),
  ],
  [
    'forgive ×0.7 within 0.3, the join only',
    with_({ forgive: 0.7, forgiveSize: 0.3, forgiveInSet: false }),
  ],
  [
    'forgive ×0.5 within 0.15, brightness and colour only, join only',
    with_({ forgive: 0.5, forgiveSize: 0.15, forgiveInSet: false, forgiveClues: [1, 2, 3] }),
  ],
  [
    'forgive ×0.5 within 0.3, brightness and colour only, join only',
    with_({ forgive: 0.5, forgiveSize: 0.3, forgiveInSet: false, forgiveClues: [1, 2, 3] }),
  ],
  [
    'forgive ×0.3 within 0.15, brightness and colour only, join only',
    with_({ forgive: 0.3, forgiveSize: 0.15, forgiveInSet: false, forgiveClues: [1, 2, 3] }),
  ],
  ...[0.5, 0]
    .flatMap((forgive) => [0.9, 0.975].map((c) => [forgive, c] as const))
    .flatMap(([forgive, c]) =>
      [0, 3].map((e): [string, Model] => [
        `sure join: ×${forgive} when read ≥ ${c}, evidence ≥ ${e}, within 0.3 in size; brightness and colour, join only`,
        with_({
          forgive,
          forgiveSize: 0.3,
          forgiveInSet: false,
          forgiveClues: [1, 2, 3],
          forgivePips: false,
          forgiveConfidence: c,
          forgiveEvidence: e,
        }),
      ]),
    ),
  [
    'sure join ×0.5, read ≥ 0.975, evidence ≥ 0, any size',
    with_({
      forgive: 0.5,
      forgiveSize: Infinity,
      forgiveInSet: false,
      forgiveClues: [1, 2, 3],
      forgivePips: false,
      forgiveConfidence: 0.975,
      forgiveEvidence: 0,
    }),
  ],
  [
    'sure join ×0.5, read ≥ 0.975, any evidence, within 0.3 in size',
    with_({
      forgive: 0.5,
      forgiveSize: 0.3,
      forgiveInSet: false,
      forgiveClues: [1, 2, 3],
      forgivePips: false,
      forgiveConfidence: 0.975,
    }),
  ],
  [
    'sure join ×0.5, read ≥ 0.975, evidence ≥ 0, within 0.3; contrast too',
    with_({
      forgive: 0.5,
      forgiveSize: 0.3,
      forgiveInSet: false,
      forgivePips: false,
      forgiveConfidence: 0.975,
      forgiveEvidence: 0,
    }),
  ],
  [
    'sure join ×0.5, read ≥ 0.975, evidence ≥ 0, within 0.3; in set choice too',
    with_({
      forgive: 0.5,
      forgiveSize: 0.3,
      forgiveClues: [1, 2, 3],
      forgivePips: false,
      forgiveConfidence: 0.975,
      forgiveEvidence: 0,
    }),
  ],
  ['STRAY_LIMIT 18 (for scale)', with_({ strayLimit: 18 })],
  ['STRAY_LIMIT 20 (for scale)', with_({ strayLimit: 20 })],
]
report('The stray measure, all dev rolls', STRAY_TRIALS, () => true)
report('The stray measure, the judging half (half 1) only', STRAY_TRIALS, (r) => half(r) === 1)

// 2. The anchor: dieEvidence's weights refitted with the dev photos' things in (half 0), and a
// waiver of the pip test for things read sure.
/** A logistic regression of "on a labelled die" over every thing found in the records. */
function fitEvidence(fit: DoubtRecord[]): number[] {
  const things = fit.flatMap((r) =>
    r.found.map((t) => ({ x: [...evidenceFeatures(t), 1], die: t.truth > 0 })),
  )
  const weights = new Array<number>(things[0]!.x.length).fill(0)
  for (let step = 0; step < 3000; step++) {
    const gradient = weights.map((w, k) => (k < weights.length - 1 ? 1e-3 * w : 0))
    for (const { x, die } of things) {
      const p = 1 / (1 + Math.exp(-x.reduce((sum, v, k) => sum + v * weights[k]!, 0)))
      x.forEach((v, k) => (gradient[k]! += ((p - (die ? 1 : 0)) * v) / things.length))
    }
    weights.forEach((_, k) => (weights[k]! -= 0.5 * gradient[k]!))
  }
  return weights
}
/**
 * The bar under refitted weights that lets through the same share of the fitting half's things
 * on no labelled die as `bar` does under the shipped weights.
 */
function matchBar(fit: DoubtRecord[], weights: number[], bar: number): number {
  const others = fit.flatMap((r) => r.found.filter((t) => t.truth === 0))
  const passing = others.filter((t) => evidenceOf(t, BEFORE) >= bar).length
  const scores = others.map((t) => evidenceOf(t, with_({ weights }))).sort((a, b) => b - a)
  return passing ? scores[passing - 1]! : scores[0]! + 1e-6
}
const fitHalf = records.filter((r) => half(r) === 0)
const realFit = fitHalf.filter((r) => REAL.has(r.set) || r.set.startsWith('clutter'))
const ANCHOR_TRIALS: [string, Model][] = [['before (Round 2)', BEFORE]]
for (const [name, fit] of [
  ['every dev set of half 0', fitHalf],
  ['the real photos and no-dice tables of half 0', realFit],
] as const) {
  const weights = fitEvidence(fit)
  const anchorEvidence = matchBar(fit, weights, ANCHOR_EVIDENCE)
  const aloneEvidence = matchBar(fit, weights, ALONE_EVIDENCE)
  console.log(
    `\nevidence refitted on ${name} (${fit.length} pictures): weights ${show(weights)}; bars ${anchorEvidence.toFixed(2)} / ${aloneEvidence.toFixed(2)} (shipped ${show(EVIDENCE_WEIGHTS)}; 3 / -1)`,
  )
  const refit = with_({ weights, anchorEvidence, aloneEvidence })
  ANCHOR_TRIALS.push([`evidence refitted on ${name}, bars matched`, refit])
  ANCHOR_TRIALS.push([
    `the same, anchor bar 1 lower`,
    { ...refit, anchorEvidence: anchorEvidence - 1 },
  ])
}
ANCHOR_TRIALS.push(
  ['pip test waived when read ≥ 0.999', with_({ waivePipsConfidence: 0.999 })],
  ['pip test waived when read ≥ 0.99', with_({ waivePipsConfidence: 0.99 })],
  ['pip test waived when read ≥ 0.975', with_({ waivePipsConfidence: 0.975 })],
)
report('The anchor, all dev rolls', ANCHOR_TRIALS, () => true)
report('The anchor, the judging half (half 1) only', ANCHOR_TRIALS, (r) => half(r) === 1)

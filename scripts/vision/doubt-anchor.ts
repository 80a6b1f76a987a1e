/**
 * What the anchor and join gates of the judgement (read-dice.ts's judge, set.ts's anchorsOf)
 * refuse on the dev data, from doubt-dump.ts's JSON lines, without the networks: for rolls asked
 * as "no anchor", which of anchorsOf's tests each labelled die found fails; for rolls asked as
 * "join", why each labelled die left out of the set is left out (too little evidence, straying
 * and in which clue, not found); then what loosening one test or limit at a time gains in rolls
 * and lets in of things that are no die (the clutter tables with no dice; the rolls with clutter).
 * Diagnosis only: the shipped settings are read, never changed.
 * `npx tsx scripts/vision/doubt-anchor.ts /tmp/doubt/rune55.jsonl /tmp/doubt/other.jsonl /tmp/doubt/clutter.jsonl`
 */
import {
  anchorsOf,
  chooseSet,
  dieEvidence,
  strayCosts,
  strayFrom,
  type SetMember,
} from '../../src/vision/set'
import {
  ALONE_EVIDENCE,
  ANCHOR_EVIDENCE,
  ANCHOR_ONE_SIDES,
  ANCHOR_STRETCH,
  SHORT_STRAY_LIMIT,
  STRAY_LIMIT,
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
  type FoundThing,
} from './doubt-records'

const records = readDoubtRecords()
const group = setGroup
const sizeGroup = (side: number) =>
  side < 20 ? '<20' : side < 40 ? '20–40' : side < 70 ? '40–70' : '70+'
const inc = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by)

/** The knobs of anchorsOf and of the join (shipped: settings.ts). */
interface Knobs {
  anchorEvidence: number
  stretch: number
  oneSides: number
  /** Spots an anchor may show beyond its face (shipped 1). */
  extraSpots: number
  /** How far an anchor's pip count may be from its face (shipped 0). */
  pipsOff: number
  aloneEvidence: number
  strayLimit: number
}
const SHIPPED: Knobs = {
  anchorEvidence: ANCHOR_EVIDENCE,
  stretch: ANCHOR_STRETCH,
  oneSides: ANCHOR_ONE_SIDES,
  extraSpots: 1,
  pipsOff: 0,
  aloneEvidence: ALONE_EVIDENCE,
  strayLimit: STRAY_LIMIT,
}

/** anchorsOf's tests of one thing, by name: true where it fails. */
function plainTests(thing: SetMember, k: Knobs) {
  return {
    evidence: dieEvidence(thing) < k.anchorEvidence,
    pips: Math.abs(thing.look.pips - thing.face) > k.pipsOff,
    spots: thing.look.spots > thing.face + k.extraSpots,
    stretch: thing.look.stretch > k.stretch,
  }
}
type TestName = keyof ReturnType<typeof plainTests> | 'one stands out'

/** anchorsOf with other knobs (the same as set.ts's at SHIPPED: checked below). */
function anchorsWith<T extends SetMember>(things: readonly T[], k: Knobs): T[] {
  const plain = things.filter((t) => !Object.values(plainTests(t, k)).some(Boolean))
  const standsOut = (t: T) => t.face !== 1 || t.look.sides >= k.oneSides
  return plain.filter(
    (t) => standsOut(t) || plain.some((o) => o !== t && strayFrom([o], t) <= STRAY_LIMIT),
  )
}

/** judge with other knobs, in good light: the set chosen and the doubt (as read-dice.ts's judge). */
function judgeWith(r: DoubtRecord, k: Knobs) {
  const found = r.found
  const anchors = anchorsWith(found, k)
  const alone = anchors.length
    ? found.filter(
        (t) =>
          anchors.includes(t) ||
          (dieEvidence(t) >= k.aloneEvidence && strayFrom(anchors, t) <= k.strayLimit),
      )
    : []
  const fits = (t: FoundThing) =>
    dieEvidence(t) >= k.aloneEvidence && strayFrom(anchors, t) <= SHORT_STRAY_LIMIT
  const chosen = chooseSet(alone, r.diceCount)
  const choice = withLastDie(chosen, found, anchors, r.diceCount, frameSideOf(r), fits)
  const gate = choiceGate(r, found, { dice: choice.dice, undecided: choice.undecided.length > 0 })
  const doubt = gate === 'short' ? (anchors.length ? 'join' : 'no anchor') : gate
  return { anchors, dice: choice.dice, doubt }
}

// The check: judgeWith at SHIPPED is the app's judge on every record.
let mismatches = 0
for (const r of records) {
  const ours = judgeWith(r, SHIPPED)
  const app = judgeRecord(r)
  if (anchorsOf(r.found).length !== ours.anchors.length) mismatches++
  else if (
    ours.doubt !== undefined &&
    ['join', 'no anchor'].includes(ours.doubt) !== (app.doubt === 'count')
  )
    mismatches++
  else if ((ours.doubt === undefined) !== app.sure) mismatches++
}
console.log(
  `check: judgeWith(SHIPPED) differs from the app's judge on ${mismatches} of ${records.length} pictures`,
)

const rolls = records.filter((r) => r.roll)
const thingOn = (r: DoubtRecord, die: DoubtRecord['truth'][number]) =>
  r.found.find((t) => Math.hypot(t.x - die.x, t.y - die.y) < die.size / 2)
const table = (title: string, rows: Map<string, Map<string, number>>, cols: string[]) => {
  console.log(`\n${title}`)
  console.log(`| | ${cols.join(' | ')} |`)
  for (const [row, cells] of rows)
    console.log(`| ${row} | ${cols.map((c) => cells.get(c) ?? 0).join(' | ')} |`)
}
const cell = (rows: Map<string, Map<string, number>>, row: string, col: string, by = 1) => {
  const m = rows.get(row) ?? new Map<string, number>()
  inc(m, col, by)
  rows.set(row, m)
}

// 1. No anchor: each labelled die found, the tests it fails.
const TESTS: TestName[] = ['evidence', 'pips', 'spots', 'stretch', 'one stands out']
const failsOf = (t: FoundThing, all: FoundThing[]): TestName[] => {
  const tests = plainTests(t, SHIPPED)
  const fails = (Object.keys(tests) as (keyof typeof tests)[]).filter((n) => tests[n])
  if (!fails.length && t.face === 1 && t.look.sides < SHIPPED.oneSides) {
    const plain = all.filter((o) => !Object.values(plainTests(o, SHIPPED)).some(Boolean))
    if (!plain.some((o) => o !== t && strayFrom([o], t) <= STRAY_LIMIT)) return ['one stands out']
  }
  return fails
}
const noAnchor = rolls.filter((r) => judgeWith(r, SHIPPED).doubt === 'no anchor')
const bySet = new Map<string, Map<string, number>>()
const bySize = new Map<string, Map<string, number>>()
const onlyBy = new Map<string, Map<string, number>>()
const COLS = ['dice', ...TESTS, 'passes all']
for (const r of noAnchor) {
  for (const die of r.truth) {
    const t = thingOn(r, die)
    if (!t) continue
    const fails = failsOf(t, r.found)
    const side = sizeGroup(t.size * r.to640)
    for (const rows of [
      [bySet, group(r.set)],
      [bySize, side],
    ] as const) {
      cell(rows[0], rows[1], 'dice')
      cell(rows[0], 'all', rows[0] === bySet ? 'dice' : 'x')
      for (const f of fails) cell(rows[0], rows[1], f)
      if (!fails.length) cell(rows[0], rows[1], 'passes all')
    }
    for (const f of fails) cell(bySet, 'all', f)
    if (!fails.length) cell(bySet, 'all', 'passes all')
    cell(onlyBy, fails.length === 1 ? `only ${fails[0]}` : `${fails.length} tests`, side)
  }
}
console.log(`\nRolls asked as "no anchor": ${noAnchor.length}`)
table(
  'Labelled dice found in them, the tests each fails (a die may fail several), by dev set',
  bySet,
  COLS,
)
bySize.delete('all')
table('The same, by side in a 640-pixel frame', bySize, COLS)
table('Dice by how many tests they fail (the one test, when one), by side', onlyBy, [
  '20–40',
  '40–70',
  '70+',
])

// The best die of each such roll: its evidence and the tests it fails.
const best = new Map<string, Map<string, number>>()
const bestEvidence: number[] = []
for (const r of noAnchor) {
  const dice = r.truth
    .map((d) => thingOn(r, d))
    .filter((t): t is FoundThing => !!t && t.face === t.truth)
  if (!dice.length) {
    cell(best, 'no die found and read right', group(r.set))
    continue
  }
  const top = dice.reduce((a, b) => (dieEvidence(b) > dieEvidence(a) ? b : a))
  const e = dieEvidence(top)
  bestEvidence.push(e)
  const bin = e >= 3 ? '≥ 3' : e >= 2 ? '2–3' : e >= 1 ? '1–2' : e >= 0 ? '0–1' : '< 0'
  cell(best, `evidence ${bin}; fails ${failsOf(top, r.found).join('+') || 'none'}`, group(r.set))
}
table(
  'The best die of each "no anchor" roll (the read-right labelled die of most evidence): its evidence, the tests it fails, by dev set',
  new Map([...best].sort()),
  [...new Set(noAnchor.map((r) => group(r.set)))],
)
console.log(`  median evidence of the best die: ${median(bestEvidence).toFixed(2)}`)

// 2. Join: the labelled dice left out of the set, and why.
const CLUES = ['size', 'brightness', 'red share', 'blue share', 'contrast'] as const
const join = rolls.filter((r) => judgeWith(r, SHIPPED).doubt === 'join')
const whySet = new Map<string, Map<string, number>>()
const whySize = new Map<string, Map<string, number>>()
const dominant = new Map<string, Map<string, number>>()
const strays: number[] = []
const evidences: number[] = []
for (const r of join) {
  const { anchors, dice } = judgeWith(r, SHIPPED)
  for (const die of r.truth) {
    const t = thingOn(r, die)
    let why: string
    let side = sizeGroup(die.size * r.to640)
    if (!t) why = 'not found'
    else {
      side = sizeGroup(t.size * r.to640)
      if (dice.includes(t)) continue
      const lowEvidence = dieEvidence(t) < ALONE_EVIDENCE
      const stray = strayFrom(anchors, t)
      const tooStray = stray > STRAY_LIMIT
      why =
        lowEvidence && tooStray
          ? 'evidence+stray'
          : lowEvidence
            ? 'evidence'
            : tooStray
              ? 'stray'
              : 'joins, set not chosen'
      if (lowEvidence) evidences.push(dieEvidence(t))
      if (tooStray) {
        strays.push(stray)
        const parts = strayCosts(anchors, t)
        const top = parts.indexOf(Math.max(...parts))
        cell(dominant, group(r.set), CLUES[top]!)
        cell(dominant, 'all', CLUES[top]!)
        cell(dominant, side, CLUES[top]!)
        const cost = (k: number) => parts[k]!
        CLUES.forEach((c, k) => cell(dominant, 'all: summed cost ×10', c, Math.round(cost(k) * 10)))
      }
    }
    cell(whySet, group(r.set), why)
    cell(whySet, 'all', why)
    cell(whySize, side, why)
  }
}
const WHY = ['not found', 'evidence', 'stray', 'evidence+stray', 'joins, set not chosen']
console.log(`\nRolls asked as "join": ${join.length}`)
table('Labelled dice left out of the set, why, by dev set', whySet, WHY)
table('The same, by side in a 640-pixel frame', new Map([...whySize].sort()), WHY)
table(
  'Dice left out for straying: the clue that costs most (and the summed cost ×10 of each clue)',
  new Map([...dominant].sort()),
  [...CLUES],
)
const q = (v: number[], p: number) =>
  [...v].sort((a, b) => a - b)[Math.floor(p * (v.length - 1))]!.toFixed(1)
console.log(
  `  stray cost of those left out for straying (n ${strays.length}): quartiles ${q(strays, 0.25)} / ${q(strays, 0.5)} / ${q(strays, 0.75)}; under 20: ${strays.filter((s) => s <= 20).length}, under 24: ${strays.filter((s) => s <= 24).length}`,
)
console.log(
  `  evidence of those left out for too little (n ${evidences.length}): quartiles ${q(evidences, 0.25)} / ${q(evidences, 0.5)} / ${q(evidences, 0.75)}; from -2: ${evidences.filter((e) => e >= -2).length}, from -3: ${evidences.filter((e) => e >= -3).length}`,
)

// 3. One knob at a time: rolls right / wrong / asked on the dev rolls; things that are no die in a
// set on the rolls with clutter; on the 400 tables with no dice, tables with an anchor and things
// taken for dice.
const tables = records.filter((r) => r.set.startsWith('clutter'))
const clutterRolls = rolls.filter((r) => r.set.endsWith('+clutter'))
function trade(k: Knobs) {
  let right = 0
  let wrong = 0
  const rightBySet = new Map<string, number>()
  for (const r of rolls) {
    const { dice, doubt } = judgeWith(r, k)
    if (doubt === undefined) {
      if (setIsRoll(r, dice)) {
        right++
        inc(rightBySet, group(r.set))
      } else wrong++
    }
  }
  let noDie = 0
  let noDieRolls = 0
  for (const r of clutterRolls) {
    const n = judgeWith(r, k).dice.filter((t) => t.truth === 0).length
    noDie += n
    if (n) noDieRolls++
  }
  let anchored = 0
  let taken = 0
  let sureTables = 0
  for (const r of tables) {
    const { anchors, dice, doubt } = judgeWith(r, k)
    if (anchors.length) anchored++
    if (doubt === undefined) sureTables++
    taken += dice.length
  }
  // Things on no labelled die in the chosen sets of every dev roll, clutter or not.
  const noDieAll = rolls.reduce(
    (n, r) => n + judgeWith(r, k).dice.filter((t) => t.truth === 0).length,
    0,
  )
  return {
    right,
    wrong,
    asked: rolls.length - right - wrong,
    noDie,
    noDieRolls,
    anchored,
    taken,
    rightBySet,
    sureTables,
    noDieAll,
  }
}
const base = trade(SHIPPED)
const TRIALS: [string, Partial<Knobs>][] = [
  ['shipped', {}],
  ['ANCHOR_EVIDENCE 2.5', { anchorEvidence: 2.5 }],
  ['ANCHOR_EVIDENCE 2', { anchorEvidence: 2 }],
  ['ANCHOR_EVIDENCE 1.5', { anchorEvidence: 1.5 }],
  ['ANCHOR_EVIDENCE 1', { anchorEvidence: 1 }],
  ['ANCHOR_STRETCH 0.2', { stretch: 0.2 }],
  ['ANCHOR_STRETCH 0.25', { stretch: 0.25 }],
  ['ANCHOR_STRETCH 0.3', { stretch: 0.3 }],
  ['ANCHOR_ONE_SIDES 0.04', { oneSides: 0.04 }],
  ['ANCHOR_ONE_SIDES 0.02', { oneSides: 0.02 }],
  ['ANCHOR_ONE_SIDES 0', { oneSides: 0 }],
  ['spots up to face + 2', { extraSpots: 2 }],
  ['pips within 1 of face', { pipsOff: 1 }],
  ['ALONE_EVIDENCE -1.5', { aloneEvidence: -1.5 }],
  ['ALONE_EVIDENCE -2', { aloneEvidence: -2 }],
  ['ALONE_EVIDENCE -3', { aloneEvidence: -3 }],
  ['STRAY_LIMIT 18', { strayLimit: 18 }],
  ['STRAY_LIMIT 20', { strayLimit: 20 }],
  ['STRAY_LIMIT 24', { strayLimit: 24 }],
]
console.log(
  `\nOne knob at a time (dev rolls of five and six, ${rolls.length}; rolls with clutter ${clutterRolls.length}; tables with no dice ${tables.length})`,
)
console.log(
  "| knob | rolls right / wrong / asked | gained (by set) | no-die things in the clutter rolls' sets (rolls) | no-dice tables with an anchor | things taken for dice there | sure readings there | no-die things in every dev roll's set |",
)
const gains = (n: number, bySet: Map<string, number>) => {
  const sets = [...bySet]
    .map(([set, m]) => [set, m - (base.rightBySet.get(set) ?? 0)] as const)
    .filter(([, d]) => d !== 0)
    .map(([set, d]) => `${set} ${d > 0 ? '+' : ''}${d}`)
  return `${n >= 0 ? '+' : ''}${n}${sets.length ? ` (${sets.join(', ')})` : ''}`
}
for (const [title, change] of TRIALS) {
  const t = trade({ ...SHIPPED, ...change })
  console.log(
    `| ${title} | ${t.right} / ${t.wrong} / ${t.asked} | ${gains(t.right - base.right, t.rightBySet)} | ${t.noDie} (${t.noDieRolls}) | ${t.anchored} | ${t.taken} | ${t.sureTables} | ${t.noDieAll} |`,
  )
}

// Where the "no anchor" rolls go when a die of less evidence may anchor.
for (const anchorEvidence of [2, 1]) {
  const went = new Map<string, number>()
  for (const r of noAnchor) {
    const { doubt, dice } = judgeWith(r, { ...SHIPPED, anchorEvidence })
    inc(went, doubt ?? (setIsRoll(r, dice) ? 'sure, right' : 'sure, wrong'))
  }
  console.log(
    `"no anchor" rolls with ANCHOR_EVIDENCE ${anchorEvidence}: ${[...went]
      .sort()
      .map(([d, n]) => `${d} ${n}`)
      .join(', ')}`,
  )
}

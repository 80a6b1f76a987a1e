/**
 * A roll is a set: its dice are one size (up to perspective), one body colour and one pip colour.
 * When more things are found than dice asked for, the set of that many that is likeliest dice and
 * most alike wins and the rest are "not a die"; when another set is about as likely, the reading
 * asks, naming the things the two sets disagree on.
 */
import type { DieLook } from './die-look'
import {
  ANCHOR_EVIDENCE,
  ANCHOR_ONE_SIDES,
  ANCHOR_STRETCH,
  STRAY_LIMIT,
  SURE_CONFIDENCE,
  SURE_JOIN_EVIDENCE,
  SURE_JOIN_WEIGHT,
} from './settings'

/** What the set rule needs of a thing found. */
export interface SetMember {
  face: number
  dieChance: number
  confidence: number
  size: number
  look: DieLook
  /** Read as the same face, surely, by the second reader too (second-look.ts's vouchedFor): it anchors without ANCHOR_EVIDENCE. */
  vouched?: boolean
}

/**
 * How far one die of a set may stray from the set's middle, as one standard deviation: in the
 * logarithm of its side (perspective), of its body's brightness (light falling off across a
 * table), in its body's share of red and of blue (the colour), and in body-to-pip contrast.
 * Chosen on the clutter sets' dev part (scripts/vision/clutter-bench.ts).
 */
export const SPREAD = { size: 0.3, brightness: 0.25, colour: 0.04, contrast: 0.12 } as const
/**
 * The weights of a thing's clues to being a die (evidenceFeatures, in that order, then a bias),
 * fitted by scripts/vision/fit-die-evidence.ts on the clutter sets' dev part: a die the reader
 * is sure of, standing out from the table, showing as many spots as the face it is read as.
 */
export const EVIDENCE_WEIGHTS = [0.794, -0.123, 2.044, 0.436, -1.665, -0.092, -2.968]

/** Two sets closer than this in log-likelihood are "equally likely": ask. */
export const SET_MARGIN = 4
/** Sets are chosen among this many likeliest things (more are "not a die" outright). */
export const MOST_CONSIDERED = 12

const logit = (p: number) => {
  const clamped = Math.min(0.9999, Math.max(0.0001, p))
  return Math.log(clamped / (1 - clamped))
}

/** A thing's clues to being a die: the reader's log-odds of a die and of its face, its outline, its spots. */
export function evidenceFeatures(member: SetMember): number[] {
  const { spots, outline } = member.look
  return [
    logit(member.dieChance),
    logit(member.confidence),
    outline,
    spots === member.face ? 1 : 0,
    spots > 7 ? 1 : 0,
    Math.min(Math.abs(spots - member.face), 4),
  ]
}

/** How die-like a thing is on its own: the log-odds that it is a die of a roll. */
export function dieEvidence(member: SetMember): number {
  const clues = evidenceFeatures(member)
  return clues.reduce(
    (sum, v, k) => sum + v * EVIDENCE_WEIGHTS[k]!,
    EVIDENCE_WEIGHTS[clues.length]!,
  )
}

/**
 * The things that may stand for a roll on their own (read-dice.ts's judge): sure dice by their
 * evidence (ANCHOR_EVIDENCE) or by the second reader's word (`vouched`) that look plainly like
 * dice (looksPlain: a glyph's strokes are more spots than its face, a card in a square window does
 * not fill it alike both ways). A 1 that does not stand out from its surroundings on three sides
 * (as a key's dot on its keyboard) stands only beside another such thing like it (two dark dice on
 * a dark table).
 */
export function anchorsOf<T extends SetMember>(things: readonly T[]): T[] {
  const plain = things.filter(
    (thing) =>
      (thing.vouched === true || dieEvidence(thing) >= ANCHOR_EVIDENCE) && looksPlain(thing),
  )
  const standsOut = (thing: T) => thing.face !== 1 || thing.look.sides >= ANCHOR_ONE_SIDES
  return plain.filter(
    (thing) =>
      standsOut(thing) ||
      plain.some((other) => other !== thing && strayFrom([other], thing) <= STRAY_LIMIT),
  )
}

/**
 * Whether a thing looks plainly like a die, as an anchor must (anchorsOf): its pip-shaped spots
 * count its face, with at most one spot besides, and it fills its square alike both ways.
 */
export const looksPlain = (thing: SetMember) =>
  thing.look.pips === thing.face &&
  thing.look.spots <= thing.face + 1 &&
  thing.look.stretch <= ANCHOR_STRETCH

/**
 * A thing's clues for strayFrom, each in units of its SPREAD: size, brightness, red share, blue
 * share, contrast.
 */
export function strayFeatures(member: SetMember): number[] {
  const [r, g, b] = member.look.body
  const sum = r + g + b + 1
  return [
    Math.log(member.size) / SPREAD.size,
    Math.log(1 + 0.299 * r + 0.587 * g + 0.114 * b) / SPREAD.brightness,
    r / sum / SPREAD.colour,
    b / sum / SPREAD.colour,
    member.look.contrast / SPREAD.contrast,
  ]
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return sorted.length % 2
    ? sorted[Math.floor(middle)]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * What straying `z` standard deviations from the set's middle in one clue costs: capped, so one
 * odd clue (a die's glare, a blurred die) costs its set but does not outweigh every other clue.
 */
const strayCost = (z: number) => Math.min(8, (z * z) / 2)

/** strayFeatures's indices of brightness, red share and blue share: the light and the colour. */
const LIGHT_AND_COLOUR = [1, 2, 3]

/**
 * How unlike the set's anchors (its surest dice) a thing is, clue by clue (strayFeatures's
 * order): half its squared distance from their middle, in standard deviations of SPREAD. A thing
 * read sure (SURE_CONFIDENCE, SURE_JOIN_EVIDENCE) within one SPREAD.size of their size costs only
 * SURE_JOIN_WEIGHT of its straying in brightness and colour: a roll may mix colours.
 */
export function strayCosts(anchors: readonly SetMember[], member: SetMember): number[] {
  const rows = anchors.map(strayFeatures)
  const own = strayFeatures(member)
  const middle = own.map((_, f) => median(rows.map((row) => row[f]!)))
  const sure =
    member.confidence >= SURE_CONFIDENCE &&
    dieEvidence(member) >= SURE_JOIN_EVIDENCE &&
    Math.abs(own[0]! - middle[0]!) <= 1
  return own.map((v, f) => {
    const cost = strayCost(v - middle[f]!)
    return sure && LIGHT_AND_COLOUR.includes(f) ? SURE_JOIN_WEIGHT * cost : cost
  })
}

/** How unlike the set's anchors a thing is: strayCosts summed over the clues. */
export function strayFrom(anchors: readonly SetMember[], member: SetMember): number {
  return strayCosts(anchors, member).reduce((sum, cost) => sum + cost, 0)
}

/** The log-likelihood that these things are one set of dice: each die-like, and all alike. */
export function setLikelihood(members: readonly SetMember[]): number {
  const rows = members.map(strayFeatures)
  let likelihood = members.reduce((sum, m) => sum + dieEvidence(m), 0)
  for (let f = 0; f < rows[0]!.length; f++) {
    const middle = median(rows.map((row) => row[f]!))
    for (const row of rows) likelihood -= strayCost(row[f]! - middle)
  }
  return likelihood
}

export interface SetChoice<T> {
  /** The set chosen: `count` things, or fewer when fewer were found. */
  dice: T[]
  /** The things that are not a die of the set. */
  others: T[]
  /** When another set is about as likely: the things the two sets disagree on. */
  undecided: T[]
}

/** The likeliest set of `count` among the things found (all of them, when no more are found). */
export function chooseSet<T extends SetMember>(found: readonly T[], count: number): SetChoice<T> {
  if (found.length <= count) return { dice: [...found], others: [], undecided: [] }
  const ranked = [...found].sort((a, b) => dieEvidence(b) - dieEvidence(a))
  const pool = ranked.slice(0, MOST_CONSIDERED)
  let best: { set: number[]; likelihood: number } | undefined
  let second: { set: number[]; likelihood: number } | undefined
  for (const set of subsets(pool.length, count)) {
    const likelihood = setLikelihood(set.map((i) => pool[i]!))
    if (!best || likelihood > best.likelihood) {
      second = best
      best = { set, likelihood }
    } else if (!second || likelihood > second.likelihood) second = { set, likelihood }
  }
  const chosen = new Set(best!.set.map((i) => pool[i]!))
  const rival = new Set(second?.set.map((i) => pool[i]!) ?? [])
  const close = second !== undefined && best!.likelihood - second.likelihood < SET_MARGIN
  return {
    dice: found.filter((thing) => chosen.has(thing)),
    others: found.filter((thing) => !chosen.has(thing)),
    undecided: close ? found.filter((thing) => chosen.has(thing) !== rival.has(thing)) : [],
  }
}

/** Every way to pick `k` of `n` indices, in order. */
export function* subsets(n: number, k: number): Generator<number[]> {
  const picked = Array.from({ length: k }, (_, i) => i)
  while (true) {
    yield [...picked]
    let i = k - 1
    while (i >= 0 && picked[i] === n - k + i) i--
    if (i < 0) return
    picked[i]!++
    for (let j = i + 1; j < k; j++) picked[j] = picked[j - 1]! + 1
  }
}

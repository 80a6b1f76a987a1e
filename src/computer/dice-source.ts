/**
 * Where virtual dice come from. Everything that rolls (a person's "roll in the app", a computer
 * turn) takes a DiceSource, so the app rolls with the device's cryptographic generator and tests
 * and benchmarks inject a seeded one that replays the same faces.
 */
export interface DiceSource {
  /** `count` independent fair faces, each 1 … 6. */
  roll(count: number): number[]
}

/** 2^32 − (2^32 mod 6): the largest multiple of 6 a 32-bit word can reach. */
const FAIR_LIMIT = 4294967292

/**
 * A fair face from uniform 32-bit words, by rejection: a word at or above FAIR_LIMIT is drawn
 * again, so each face gets exactly FAIR_LIMIT / 6 of the words (a plain `word % 6` would favour
 * faces 1–4 by one word in 715 827 882). A redraw happens 4 times in 2^32.
 */
export function faceFromWords(nextWord: () => number): number {
  for (;;) {
    const word = nextWord() >>> 0
    if (word < FAIR_LIMIT) return (word % 6) + 1
  }
}

function assertCount(count: number): void {
  if (!Number.isInteger(count) || count < 0 || count > 6) {
    throw new RangeError(`Roll 0 to 6 dice, not ${count}`)
  }
}

/** Fills a Uint32Array with random words; `crypto.getRandomValues` in the app. */
export type RandomWords = (words: Uint32Array<ArrayBuffer>) => void

const cryptoWords: RandomWords = (words) => {
  crypto.getRandomValues(words)
}

function sourceFromWords(nextWord: () => number): DiceSource {
  return {
    roll(count) {
      assertCount(count)
      return Array.from({ length: count }, () => faceFromWords(nextWord))
    },
  }
}

/** The app's source: `crypto.getRandomValues`, fair by rejection sampling. */
export function cryptoDiceSource(fill: RandomWords = cryptoWords): DiceSource {
  const buffer = new Uint32Array(16)
  let next = buffer.length
  return sourceFromWords(() => {
    if (next === buffer.length) {
      fill(buffer)
      next = 0
    }
    return buffer[next++]!
  })
}

/** A fresh 32-bit seed from `crypto.getRandomValues` (for a turn the app may need to replay). */
export function randomSeed(fill: RandomWords = cryptoWords): number {
  const word = new Uint32Array(1)
  fill(word)
  return word[0]!
}

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, PractRand-tested), 32-bit words.
 * Seeding: the 32-bit seed is spread over the 128-bit state by splitmix32, then 12 words are thrown
 * away, so nearby seeds (0, 1, 2 …) give unrelated streams.
 */
export function sfc32(seed: number): () => number {
  let s = seed >>> 0
  const splitmix32 = () => {
    s = (s + 0x9e3779b9) >>> 0
    let z = s
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
    return (z ^ (z >>> 16)) >>> 0
  }
  let a = splitmix32()
  let b = splitmix32()
  let c = splitmix32()
  let d = splitmix32()
  const next = () => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return t >>> 0
  }
  for (let i = 0; i < 12; i++) next()
  return next
}

/** A reproducible source for tests, benchmarks and replays: the same seed rolls the same faces. */
export function seededDiceSource(seed: number): DiceSource {
  if (!Number.isInteger(seed)) throw new RangeError(`A seed is an integer, not ${seed}`)
  return sourceFromWords(sfc32(seed))
}

/**
 * The dice after the next roll: the first roll throws all `count` dice; later rolls keep the dice
 * at the `held` positions where they are and throw the others, so a die stays in its place on
 * screen.
 */
export function rollDice(
  source: DiceSource,
  count: number,
  previous?: readonly number[],
  held: readonly number[] = [],
): number[] {
  if (!previous) return source.roll(count)
  if (previous.length !== count) {
    throw new RangeError(`${count} dice are rolled, but ${previous.length} were given`)
  }
  const keep = new Set(held)
  for (const index of keep) {
    if (!Number.isInteger(index) || index < 0 || index >= count) {
      throw new RangeError(`There is no die at position ${index}`)
    }
  }
  const fresh = source.roll(count - keep.size)
  let next = 0
  return previous.map((face, i) => (keep.has(i) ? face : fresh[next++]!))
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

const graphemes = (text: string): string[] => [...segmenter.segment(text)].map((p) => p.segment)

const isWordPart = (grapheme: string) => /[\p{L}\p{N}]/u.test(grapheme)

/** How a player's name stands in a column head or on a score card: never cut with "…". */
export interface ColumnName {
  /** One line, or two where the name breaks at a space or hyphen. */
  lines: string[]
  /** The text's size against the head's own: 1 down to ¾, or less where even initials need it. */
  scale: number
  form: 'whole' | 'short' | 'initials'
}

/** A column's room: its width for the name, and a text's width at the head's size (both px). */
export interface ColumnSpace {
  width: number
  measure: (text: string) => number
}

/** The smaller size a name may take before it gives way to a shorter form. */
export const SMALL = 0.75

/** Shortest telling forms are no shorter than this: below it, the initials read better. */
const LEAST_SHORT = 3

function commonStart(a: string[], b: string[]): number {
  let n = 0
  while (n < a.length && n < b.length && a[n]!.toLowerCase() === b[n]!.toLowerCase()) n++
  return n
}

/** Drops spaces, brackets and hyphens a cut leaves at the end ("Computer (" → "Computer"). */
const trimCut = (part: string[]) => {
  // A bracket the cut leaves open goes with what it opened: "Computer (Medium" → "Computer".
  const open = part.lastIndexOf('(')
  if (open >= 0 && !part.slice(open).includes(')')) part = part.slice(0, open)
  let end = part.length
  while (end > 0 && !isWordPart(part[end - 1]!)) end--
  return part.slice(0, end).join('')
}

/**
 * The name in two lines, broken after a space or a hyphen where its lines are most even
 * ("Annabelle-" / "Marie", "Computer" / "(Medium)"); none for a name of one word.
 */
export function twoLines(name: string): string[] | undefined {
  const parts = graphemes(name)
  let best: string[] | undefined
  let longest = Infinity
  for (let at = 1; at < parts.length - 1; at++) {
    const mark = parts[at - 1]!
    if (mark !== ' ' && mark !== '-') continue
    const first = parts.slice(0, at).join('').trimEnd()
    const second = parts.slice(at).join('').trimStart()
    const length = Math.max(first.length, second.length)
    if (second && length < longest) {
      best = [first, second]
      longest = length
    }
  }
  return best
}

/**
 * A name's short forms, longest first: its starts that no other name begins with (so "Annab" for
 * Annabelle-Marie beside Anna, never "Anna"), and where names share a long start (computers named
 * after their level) the part that differs ("Medium").
 */
export function shortForms(names: readonly string[], index: number): string[] {
  const all = names.map(graphemes)
  const mine = all[index]!
  const shared = Math.max(0, ...all.filter((_, j) => j !== index).map((o) => commonStart(mine, o)))
  // Whole words first ("Computer", not "Computer (Me"), then cuts inside a word ("Annab").
  const words: string[] = []
  const cuts: string[] = []
  for (let n = mine.length - 1; n > shared && n >= LEAST_SHORT; n--) {
    const form = trimCut(mine.slice(0, n))
    if (graphemes(form).length <= shared || words.includes(form) || cuts.includes(form)) continue
    ;(isWordPart(mine[graphemes(form).length]!) ? cuts : words).push(form)
  }
  const forms = [...words, ...cuts]
  if (shared >= LEAST_SHORT) {
    // From the start of the word the difference is in, brackets dropped: "Computer (Medium)" →
    // "Medium"; then that part cut, as long as it still differs from every other name's part.
    let start = shared
    while (start > 0 && isWordPart(mine[start - 1]!)) start--
    // A difference in the first word has its starts above already.
    if (start === 0) return forms
    const tail = graphemes(
      mine
        .slice(start)
        .join('')
        .replace(/[()[\]]/g, '')
        .trim(),
    )
    const others = all
      .filter((_, j) => j !== index)
      .map((o) =>
        o
          .slice(start)
          .join('')
          .replace(/[()[\]]/g, '')
          .trim()
          .toLowerCase(),
      )
    for (let n = tail.length; n >= LEAST_SHORT; n--) {
      const form = trimCut(tail.slice(0, n))
      if (others.some((o) => o.startsWith(form.toLowerCase()))) break
      if (form && !forms.includes(form)) forms.push(form)
    }
  }
  return forms
}

/**
 * Every name's initials, each unlike the others: a letter per word ("AM" for Annabelle-Marie,
 * "CM" for Computer (Medium)); where two would be alike, more of the first word ("Bo", "Bj").
 */
export function initials(names: readonly string[]): string[] {
  const words = names.map((name) =>
    name
      .split(/[\s\-()[\]]+/)
      .filter(Boolean)
      .map(graphemes),
  )
  // The first k letters of the first word, then the first letter of every other word.
  const form = (i: number, k: number) => {
    const [first = [], ...rest] = words[i]!
    const head = first.slice(0, k)
    return [
      head[0]?.toUpperCase() ?? '',
      ...head.slice(1),
      ...rest.map((w) => w[0]!.toUpperCase()),
    ].join('')
  }
  const taken = names.map(() => 1)
  let shown = names.map((_, i) => form(i, 1))
  const clashes = () => shown.map((s, i) => shown.some((o, j) => j !== i && o === s))
  for (let round = 0; round < 40 && clashes().includes(true); round++) {
    clashes().forEach((clash, i) => clash && taken[i]!++)
    shown = names.map((_, i) => form(i, taken[i]!))
  }
  // Names alike to their last letter (only names the pad refuses) are told apart by their seats.
  const still = clashes()
  return shown.map((s, i) => (still[i] ? `${s}${i + 1}` : s))
}

/**
 * Each player's column head, chosen per column from what fits its width: the whole name, the
 * whole name at ¾ size, the name on two lines (where `maxLines` allows), its longest telling short
 * form, or its initials (shrunk further only if even they do not fit). No two heads read alike.
 */
export function columnNames(
  names: readonly string[],
  spaces: readonly ColumnSpace[],
  maxLines: 1 | 2 = 2,
): ColumnName[] {
  const letters = initials(names)
  const fitting = (i: number) => (lines: string[], scale: number) =>
    lines.every((line) => spaces[i]!.measure(line) * scale <= spaces[i]!.width)
  function initialsHead(i: number): ColumnName {
    const mine = letters[i]!
    for (const scale of [1, SMALL]) {
      if (fitting(i)([mine], scale)) return { lines: [mine], scale, form: 'initials' }
    }
    const width = spaces[i]!.measure(mine)
    return { lines: [mine], scale: width > 0 ? spaces[i]!.width / width : SMALL, form: 'initials' }
  }
  function head(name: string, i: number): ColumnName {
    if (!spaces[i]) return { lines: [name], scale: 1, form: 'whole' }
    const fits = fitting(i)
    const broken = maxLines === 2 ? twoLines(name) : undefined
    // Whole, shrunk as far as it must down to ¾ ("Björn" at 0.8 of a tablet's large names).
    for (const lines of broken ? [[name], broken] : [[name]]) {
      const widest = Math.max(...lines.map((line) => spaces[i]!.measure(line)))
      const scale = Math.min(1, spaces[i]!.width / widest)
      if (scale >= SMALL) return { lines, scale, form: 'whole' }
    }
    const forms = shortForms(names, i)
    // A short form at full size while it keeps four letters; else the longest one at ¾.
    const big = forms.find((form) => graphemes(form).length > LEAST_SHORT && fits([form], 1))
    if (big) return { lines: [big], scale: 1, form: 'short' }
    const small = forms.find((form) => fits([form], SMALL))
    if (small) return { lines: [small], scale: SMALL, form: 'short' }
    return initialsHead(i)
  }
  const chosen = names.map(head)
  // A short form could read like another column's head ("Medi" beside a player called Medi):
  // those columns show their initials, which never do.
  const key = (column: ColumnName) => column.lines.join(' ').toLowerCase()
  return chosen.map((column, i) =>
    chosen.some((other, j) => j !== i && key(other) === key(column)) ? initialsHead(i) : column,
  )
}

/**
 * How many lines words take when wrapped at `width` (each word with the space after it, as
 * "Anna: " "18 " "in " "Sixes"), or Infinity where one word alone is wider: a line of the page
 * breaks only between words, and its last word's space hangs past the edge.
 */
export function linesTaken(
  words: readonly string[],
  width: number,
  measure: (text: string) => number,
): number {
  let lines = 1
  let used = 0
  for (const word of words) {
    const bare = measure(word.trimEnd())
    if (bare > width) return Infinity
    if (used > 0 && used + bare > width) {
      lines++
      used = 0
    }
    used += measure(word)
  }
  return lines
}

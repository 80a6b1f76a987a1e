const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

function graphemes(name: string): string[] {
  return [...segmenter.segment(name)].map((part) => part.segment)
}

const lower = (part: string[], n: number) => part.slice(0, n).join('').toLowerCase()

function commonPrefix(a: string[], b: string[]): number {
  let n = 0
  while (n < a.length && n < b.length && a[n]!.toLowerCase() === b[n]!.toLowerCase()) n++
  return n
}

const isWordPart = (grapheme: string) => /[\p{L}\p{N}]/u.test(grapheme)

/**
 * What tells a name apart from names that start alike ("Computer (Easy)" beside "Computer
 * (Medium)"): the part after what they share, with the word it grows from if that part alone is
 * short ("Hard 2" beside "Hard"), brackets dropped.
 */
function distinguishing(mine: string[], shared: number, length: number): string {
  let start = shared
  if (mine.length - shared < 3) {
    start = Math.min(shared, mine.length) - 1
    while (start > 0 && !isWordPart(mine[start]!)) start--
    while (start > 0 && isWordPart(mine[start - 1]!)) start--
  }
  const tail = graphemes(
    mine
      .slice(start)
      .join('')
      .replace(/[()[\]]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  )
  const most = length + 2
  // Cut from the end where cutting from the start would lose the part that differs.
  return (shared - start < most ? tail.slice(0, most) : tail.slice(-most)).join('')
}

/**
 * Short forms for narrow sheet columns: each name cut to `length` characters (whole emoji and
 * accented letters, never half of one), longer where two names would otherwise look alike, and
 * the telling part where names share a long start (computers named after their level).
 */
export function shortNames(names: readonly string[], length = 4): string[] {
  const parts = names.map(graphemes)
  return parts.map((mine, i) => {
    const others = parts.filter((_, j) => j !== i)
    for (let n = Math.min(length, mine.length); n < mine.length; n++) {
      const clash = others.some((other) => lower(other, n) === lower(mine, n))
      if (!clash) {
        if (n <= length + 2) return mine.slice(0, n).join('')
        break
      }
    }
    const shared = Math.max(0, ...others.map((other) => commonPrefix(mine, other)))
    if (shared <= length + 2) return mine.join('')
    return distinguishing(mine, shared, length) || mine.join('')
  })
}

/** A name as a narrow box shows it, and whether its text must shrink to fit rather than be cut. */
export interface NameLabel {
  text: string
  fit: boolean
}

/**
 * Names for narrow boxes that never look alike: a name no other starts like is shown whole (a
 * box may cut it, "Computer" to "Comp…", and nothing is lost); one that starts like another's
 * ("Annabelle-Marie" beside "Anna") shows its telling short form with "…" ("Annab…"), and shrinks
 * to fit rather than be cut back to "Anna…".
 */
export function nameLabels(names: readonly string[], length = 4): NameLabel[] {
  const parts = names.map(graphemes)
  const short = shortNames(names, length)
  return names.map((name, i) => {
    const telling = short[i] ?? name
    if (!name.startsWith(telling)) return { text: telling, fit: true }
    const mine = parts[i]!
    const alike = parts.some(
      (other, j) =>
        j !== i && commonPrefix(mine, other) >= Math.min(length, mine.length, other.length),
    )
    if (!alike) return { text: name, fit: false }
    return { text: telling === name ? name : `${telling}…`, fit: true }
  })
}

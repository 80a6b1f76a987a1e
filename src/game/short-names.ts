const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

function graphemes(name: string): string[] {
  return [...segmenter.segment(name)].map((part) => part.segment)
}

/**
 * Short forms for narrow sheet columns: each name cut to `length` characters (whole emoji and
 * accented letters, never half of one), longer where two names would otherwise look alike.
 */
export function shortNames(names: readonly string[], length = 4): string[] {
  const parts = names.map(graphemes)
  return parts.map((mine, i) => {
    for (let n = Math.min(length, mine.length); n < mine.length; n++) {
      const short = mine.slice(0, n).join('').toLowerCase()
      const clash = parts.some(
        (other, j) => j !== i && other.slice(0, n).join('').toLowerCase() === short,
      )
      if (!clash) return mine.slice(0, n).join('')
    }
    return mine.join('')
  })
}

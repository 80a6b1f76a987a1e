import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Every file the app's screens and texts are made of. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(vue|ts|json|css|html)$/.test(name) && !name.includes('.generated.') ? [path] : []
  })
}

describe('the glyphs the app draws', () => {
  it('need no emoji font: a device without one would show a blank box', () => {
    const emoji = /\p{Extended_Pictographic}/u
    // Symbols that the common text fonts carry (✓ ✗ ⌂ ↶ ☀ ★ ◆ …) are fine; the pictographs from
    // U+1F000 on are not.
    const found = sourceFiles('src').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          [...line].some((ch) => emoji.test(ch) && ch.codePointAt(0)! >= 0x1f000)
            ? [`${file}:${i + 1}`]
            : [],
        ),
    )
    expect(found).toEqual([])
  })
})

import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileLocaleFile } from '../../build/precompile-messages'
import { compileMessages, messageShape } from '@/i18n/compile-messages'
import { formatMessage } from '@/i18n/message-format'

describe("a literal bar, written {'|'}", () => {
  it('shows as a bar and separates no plural forms', () => {
    const table = compileMessages({
      sides: "Yatzy {'|'} Yahtzee",
      games: "{n} game {'|'} won | {n} games {'|'} won",
    })
    expect(table.sides).toBe('Yatzy | Yahtzee')
    expect(formatMessage(table.games!, {}, 1)).toBe('1 game | won')
    expect(formatMessage(table.games!, {}, 3)).toBe('3 games | won')
    expect(messageShape("a {'|'} b").forms).toBe(1)
  })

  it('is no excuse for a stray brace', () => {
    expect(messageShape("{'|'} {name").errors).toHaveLength(1)
    expect(messageShape("{'{'}").errors).toHaveLength(1)
  })

  it('is read by the build, in the plural rules of the file’s language', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'locales-'))
    const file = join(dir, 'pl.json')
    writeFileSync(
      file,
      JSON.stringify({
        a: { sides: "X {'|'} Y", games: '{n} gra | {n} gry | {n} gier | {n} gry' },
      }),
    )
    const table = compileLocaleFile(file, 'all')
    expect(table['a.sides']).toBe('X | Y')
    expect(formatMessage(table['a.games']!, {}, 5, 'pl')).toBe('5 gier')
  })
})

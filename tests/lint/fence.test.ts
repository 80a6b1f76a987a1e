import { ESLint } from 'eslint'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

/** The rules that fail on `code` written as the file at `path` (relative to the repository). */
async function failingRules(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` })
  return result!.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`)
}

describe('the pure floors are fenced', () => {
  const probe = 'src/advisor/fence-probe.ts'

  it('refuses the storage barrel imported from the advisor', async () => {
    const failures = await failingRules(probe, "import { db } from '@/db'\nexport const d = db\n")
    expect(failures).toEqual([expect.stringMatching(/^floors\/pure-floor: .*src\/db/)])
  })

  it('refuses relative paths up to storage, stores and views, dynamic and type-only ones too', async () => {
    const code = [
      "import { gameRepository } from '../db'",
      "import type { useGameStore } from '../stores/game'",
      "export const later = () => import('../views/GameView.vue')",
      'export type Store = typeof useGameStore',
      'export const repository = gameRepository',
      '',
    ].join('\n')
    const failures = await failingRules(probe, code)
    expect(failures).toHaveLength(3)
    expect(failures.every((failure) => failure.startsWith('floors/pure-floor'))).toBe(true)
  })

  it('refuses the framework packages', async () => {
    const code =
      "import { ref } from 'vue'\nimport Dexie from 'dexie'\nexport const r = [ref, Dexie]\n"
    expect(await failingRules('src/computer/fence-probe.ts', code)).toEqual([
      expect.stringMatching(/^floors\/pure-floor: .*"vue"/),
      expect.stringMatching(/^floors\/pure-floor: .*"dexie"/),
    ])
  })

  it('lets a pure floor import the rules and another pure floor', async () => {
    const code = [
      "import { scoreBox } from '../rules'",
      "import { COMPUTER_LEVELS } from '@/players/kinds'",
      'export const used = [scoreBox, COMPUTER_LEVELS]',
      '',
    ].join('\n')
    expect(await failingRules(probe, code)).toEqual([])
  })
})

describe('the floors are ordered: rules ← players ← advisor ← computer, and vision alone', () => {
  it('refuses a floor importing one above it', async () => {
    const up = (from: string, code: string) => failingRules(`src/${from}/fence-probe.ts`, code)
    expect(
      await up(
        'advisor',
        "import { COMPUTER_LEVELS } from '@/computer'\nexport const c = COMPUTER_LEVELS\n",
      ),
    ).toEqual([expect.stringMatching(/^floors\/pure-floor: .*src\/computer/)])
    expect(
      await up(
        'rules',
        "import type { PlayerKind } from '@/players/kinds'\nexport type K = PlayerKind\n",
      ),
    ).toEqual([expect.stringMatching(/^floors\/pure-floor: .*src\/players/)])
    expect(
      await up('vision', "import { scoreBox } from '@/rules'\nexport const s = scoreBox\n"),
    ).toEqual([expect.stringMatching(/^floors\/pure-floor: .*src\/rules/)])
  })
})

describe('a module is imported through its public face', () => {
  const probe = 'src/composables/fence-probe.ts'

  it("refuses a file inside a module, a type's file too", async () => {
    const code = [
      "import { readDice } from '@/vision/read-dice'",
      "import type { GameRecord } from '@/db/types'",
      'export const r = readDice',
      'export type G = GameRecord',
      '',
    ].join('\n')
    const failures = await failingRules(probe, code)
    expect(failures).toEqual([
      expect.stringMatching(/^floors\/module-index: .*'@\/vision\/read-dice'/),
      expect.stringMatching(/^floors\/module-index: .*'@\/db\/types'/),
    ])
  })

  it('lets in the index, a light entry, and a lazy chunk loaded by import()', async () => {
    const code = [
      "import type { GameRecord } from '@/db'",
      "import { createVisionClient } from '@/vision/client'",
      "export const win = () => import('@/advisor/win/win-client')",
      'export const v = createVisionClient',
      'export type G = GameRecord',
      '',
    ].join('\n')
    expect(await failingRules(probe, code)).toEqual([])
  })
})

describe('import cycles fail lint', () => {
  it('finds a type-only cycle through a barrel', async () => {
    // src/rules/index.ts re-exports the types from src/rules/types.ts.
    const code = "import type { VariantDef } from './index'\nexport type Probe = VariantDef\n"
    expect(await failingRules('src/rules/types.ts', code)).toEqual([
      expect.stringMatching(
        /^floors\/no-import-cycle: Import cycle: rules\/types\.ts → rules\/index\.ts/,
      ),
    ])
  })

  it('finds a longer cycle through an alias path', async () => {
    // The database's types import the player kinds: the kinds importing '@/db' would close a loop.
    const code = "import type { GameRecord } from '@/db'\nexport type Probe = GameRecord\n"
    expect(await failingRules('src/players/kinds.ts', code)).toContainEqual(
      expect.stringMatching(
        /^floors\/no-import-cycle: Import cycle: players\/kinds\.ts → db\/index\.ts → .*players\/kinds\.ts/,
      ),
    )
  })
})

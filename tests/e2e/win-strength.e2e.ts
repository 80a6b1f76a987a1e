import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BACKUP_FORMAT, BACKUP_VERSION } from '@/db/backup-schema'
import { portableGame, withDerivedFields } from '@/db/derive'
import { replayGame } from '@/db/figures'
import type { MoveRecord, PortableGame } from '@/db/types'
import { getVariant, type BoxId } from '@/rules'
import { launch, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

const PAST_GAMES = 12

/** Anna's sheet in every past game: 100 points, a low Yatzy score. */
const ANNA: Partial<Record<BoxId, number>> = {
  ones: 2,
  twos: 4,
  threes: 6,
  fours: 8,
  fives: 10,
  sixes: 12,
  pair: 8,
  'two-pairs': 10,
  'three-kind': 9,
  chance: 18,
  'full-house': 13,
}
/** Bo's: 185 points. */
const BO: Partial<Record<BoxId, number>> = {
  ...ANNA,
  'small-straight': 15,
  'large-straight': 20,
  yatzy: 50,
}

/** A backup of finished Yatzy games between Anna and Bo, one a day, every box typed as a number. */
function pastGamesBackup(folder: string): string {
  const games = Array.from({ length: PAST_GAMES }, (_, k): PortableGame => {
    const at = Date.now() - (k + 1) * 86_400_000
    const moves: MoveRecord[] = getVariant('yatzy').boxes.flatMap((box) =>
      [ANNA, BO].map((sheet, player) => ({
        player,
        dice: null,
        box: box.id,
        score: sheet[box.id] ?? 0,
        at,
      })),
    )
    const game: PortableGame = {
      id: `past-${k}`,
      variant: 'yatzy',
      options: {},
      players: [
        { id: 'anna', name: 'Anna' },
        { id: 'bo', name: 'Bo' },
      ],
      moves,
      createdAt: at - 3_600_000,
      updatedAt: at,
      finishedAt: at,
      revision: moves.length,
    }
    return portableGame(withDerivedFields(game, replayGame(game), at))
  })
  const file = join(folder, 'past-games.json')
  const envelope = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date().toISOString(),
  }
  writeFileSync(file, JSON.stringify({ ...envelope, games }))
  return file
}

describe('win chances by strength in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('a person who scores low against a Hard computer: the computer is the favourite even behind', async () => {
    const session = await launch()
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await page.getByRole('link', { name: 'Settings' }).click()
      await page.locator('input[type="file"]').setInputFiles(pastGamesBackup(session.profileDir))
      await page.getByText(/Import done/).waitFor()
      await page.getByRole('radio', { name: 'Instant' }).check()

      await app.openHome()
      await page.getByRole('link', { name: 'New game' }).click()
      await page.getByRole('radio', { name: /^Yatzy/ }).check()
      await page.getByPlaceholder('Player name').fill('Anna')
      await page.getByRole('button', { name: 'Add player' }).click()
      await page.getByRole('combobox', { name: 'Level' }).selectOption('hard')
      await page.getByRole('button', { name: 'Add a computer' }).click()
      await page.getByRole('button', { name: 'Start game' }).click()
      await page.locator('.game__turn').waitFor()

      // Anna opens with a Yatzy: 50 points. The computer then plays its first turn by itself.
      await app.play('66666', 'Yatzy')
      await expect.poll(() => app.turn(), { timeout: 60_000 }).toBe('Round 2 of 15 · Anna’s turn')

      await app.showSheet()
      await page.getByRole('button', { name: 'Show win chances' }).click()
      const percents = page.locator('[data-test="win-percent"]')
      await expect.poll(() => percents.count(), { timeout: 60_000 }).toBe(2)
      const [anna, computer] = (await percents.allInnerTexts()).map((text) => parseFloat(text))
      // Players of equal strength would make Anna, 50 points up after one round, the favourite
      // (or, had the computer rolled a Yatzy too, give each half). Anna's past games say she
      // scores about 100, so the Hard computer's chance is above that.
      expect(computer).toBeGreaterThan(50)
      expect(computer).toBeGreaterThan(anna!)
      const basis = await page.locator('[data-test="win-basis"]').allInnerTexts()
      expect(basis).toEqual([`from ${PAST_GAMES} past games`, 'its level’s average (Hard)'])
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})

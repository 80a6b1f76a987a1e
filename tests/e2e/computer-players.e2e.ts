import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { BoxId, Sheet } from '@/rules'
import { launch, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'
import { refScore, refTotals } from '../helpers/rules-reference'

interface StoredMove {
  player: number
  dice: number[] | null
  box: BoxId
  score: number
  rolls?: { dice: number[]; held: number[] }[]
}

/** The game's moves as IndexedDB holds them, read straight from the browser's storage. */
const storedMoves = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<StoredMove[]>((resolve, reject) => {
        const opening = indexedDB.open('yatzy-pad')
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const all = opening.result.transaction('games').objectStore('games').getAll()
          all.onsuccess = () => {
            opening.result.close()
            resolve((all.result[0]?.moves ?? []) as StoredMove[])
          }
          all.onerror = () => reject(all.error)
        }
      }),
  )

/** Writes the roll on screen into the first box that takes it (confirming a zero). */
async function writeFirstOffer(app: AppDriver) {
  const offer = app.page
    .locator('.turn-grid button:not([disabled])[aria-label*="for this roll"]')
    .first()
  const label = (await offer.getAttribute('aria-label'))!
  await app.write(label.slice(0, label.indexOf(':')))
}

describe('computer players and dice rolled in the app, in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('a person with dice, two computers and a person rolling in the app finish a game; a reload mid-turn costs nothing', async () => {
    const session = await launch()
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await app.setUpTable('Yatzy', ['Anna'])
      for (const level of ['easy', 'medium']) {
        await page.getByRole('combobox', { name: 'Level' }).selectOption(level)
        await page.getByRole('button', { name: 'Add a computer' }).click()
      }
      await page.getByPlaceholder('Player name').fill('Vera')
      await page.getByRole('button', { name: 'Add player' }).click()
      await page.getByRole('checkbox', { name: 'Vera' }).check()
      await page.getByRole('button', { name: 'Start game' }).click()
      await page.locator('.game__turn').waitFor()
      const gameUrl = page.url()

      // Round 1 at the normal pace: reload while the first computer is rolling.
      await app.enterDice('66612')
      await writeFirstOffer(app)
      await page.getByText('Computer (Easy) is playing…').waitFor()
      await page.reload()
      await page.locator('.game__turn').waitFor()
      // Its turn starts again from the first roll, and is written once.
      await expect.poll(() => app.turn(), { timeout: 30_000 }).toBe('Round 1 of 15 · Vera’s turn')
      expect((await storedMoves(page)).map((m) => m.player)).toEqual([0, 1, 2])

      // The rest at the instant pace, set like a player would.
      await page.goto(gameUrl.replace(/#.*$/, '#/settings'))
      await page.getByRole('radio', { name: 'Instant' }).check()
      await page.goto(gameUrl)
      await page.locator('.game__turn').waitFor()

      for (let round = 1; round <= 15; round++) {
        if (round > 1) {
          await expect.poll(() => app.turn()).toBe(`Round ${round} of 15 · Anna’s turn`)
          await app.enterDice('12345')
          await writeFirstOffer(app)
          await expect.poll(() => app.turn()).toBe(`Round ${round} of 15 · Vera’s turn`)
        }
        await page.getByRole('button', { name: 'Roll (3 left)' }).click()
        await writeFirstOffer(app)
      }
      await page.getByRole('heading', { name: 'Final score' }).waitFor()

      // Every total shown agrees with an independent scorer run over what was stored.
      const moves = await storedMoves(page)
      expect(moves).toHaveLength(60)
      const sheets: Sheet[] = [0, 1, 2, 3].map(() => ({ scores: {} }))
      for (const move of moves) {
        expect(move.dice, `move for player ${move.player}`).not.toBeNull()
        sheets[move.player]!.scores[move.box] = refScore('yatzy', move.box, move.dice!)
        // The computers and Vera rolled in the app: every roll is kept, the last one written.
        if (move.player > 0) expect(move.rolls!.at(-1)!.dice).toEqual(move.dice)
        else expect(move.rolls).toBeUndefined()
      }
      for (let player = 0; player < 4; player++) {
        expect(await app.total(player)).toBe(refTotals('yatzy', sheets[player]!).total)
      }
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})

import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { launch, origin, removeProfile, type Session } from './support/browser'
import { AppDriver, PERFECT_YATZY } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'
import { openGameId, storedGames } from './support/stored-games'

const GONE = 'no longer stored on this device'

/** Tab A starts a game and writes one box; tab B opens the same game. */
async function twoTabs(session: Session): Promise<{ a: Page; b: Page; id: string }> {
  const a = session.page
  const app = new AppDriver(a)
  await app.openHome()
  await app.newGame('Yatzy', ['Tab Tove'])
  await app.play(...PERFECT_YATZY[0]!)
  const id = openGameId(a)
  const b = await session.context.newPage()
  await b.goto(`${origin()}/#/game/${id}`)
  await b.locator('.game__turn').waitFor()
  return { a, b, id }
}

/** The message is shown, with a way home, and no sheet is left to show unsaved moves. */
async function expectLost(page: Page, text: string) {
  const alert = page.getByRole('alert').filter({ hasText: text })
  await alert.waitFor()
  expect(await alert.getByRole('link', { name: 'Home' }).isVisible()).toBe(true)
  // No header, turn grid or sheet: the game screen shows the message alone.
  expect(await page.locator('.game__turn').count()).toBe(0)
  expect(await page.getByTestId('total-0').count()).toBe(0)
}

describe('a game deleted in another tab', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('deleted from Past games in tab A: tab B says so at once and drops the sheet', async () => {
    const session = await launch()
    try {
      const { a, b, id } = await twoTabs(session)
      await a.goto(`${origin()}/#/history/${id}`)
      await a.getByRole('button', { name: 'Delete game' }).click()
      await a.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
      await a.getByRole('heading', { name: 'Past games' }).waitFor()

      await expectLost(b, GONE)
      expect((await storedGames(b))!.some((game) => game.id === id)).toBe(false)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })

  it('deleted behind the app’s back: the next write in tab B says so and writes nothing', async () => {
    const session = await launch()
    try {
      const { a, b, id } = await twoTabs(session)
      // Straight through IndexedDB, as another app version or a clean-up tool would: no tab hears.
      await a.evaluate(
        (gameId) =>
          new Promise<void>((resolve, reject) => {
            const opening = indexedDB.open('yatzy-pad')
            opening.onsuccess = () => {
              const transaction = opening.result.transaction('games', 'readwrite')
              transaction.objectStore('games').delete(gameId)
              transaction.oncomplete = () => (opening.result.close(), resolve())
              transaction.onerror = () => reject(transaction.error)
            }
          }),
        id,
      )
      const game = new AppDriver(b)
      await game.enterDice(PERFECT_YATZY[1]![0])
      await game.offer(PERFECT_YATZY[1]![1]).click()
      await expectLost(b, GONE)
      expect((await storedGames(b))!.some((stored) => stored.id === id)).toBe(false)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })

  it('the whole database deleted from tab A: tab B stops showing the sheet', async () => {
    const session = await launch()
    try {
      const { a, b } = await twoTabs(session)
      await a.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const deleting = indexedDB.deleteDatabase('yatzy-pad')
            deleting.onsuccess = () => resolve()
            deleting.onerror = () => reject(deleting.error)
          }),
      )
      await expectLost(b, GONE)
      expect(await storedGames(b)).toBeNull()
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})

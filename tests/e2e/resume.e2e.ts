import { afterAll, describe, expect, it } from 'vitest'
import { killAbruptly, launch, newProfileDir, origin, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

describe('no sheet is lost', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('a reload in the middle of the game comes back to the same sheet and turn', async () => {
    const session = await launch()
    try {
      const app = new AppDriver(session.page)
      await app.openHome()
      await app.newGame('Yatzy', ['Anna', 'Bo'])
      await app.play('66612', 'Sixes')
      await app.play('22555', 'Full house')
      await app.play('12345', 'Small straight')
      const url = session.page.url()
      const sheet = await app.sheetText()
      await session.page.reload()
      await session.page.locator('.game__turn').waitFor()
      expect(session.page.url()).toBe(url)
      expect(await app.turn()).toBe('Round 2 of 15 · Bo’s turn')
      expect(await app.sheetText()).toBe(sheet)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })

  it('a reload while the table is being set up keeps the names typed and the game chosen', async () => {
    const session = await launch()
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await app.setUpTable('Maxi Yatzy', ['Annabelle-Marie', 'Bo', 'Cy'])
      await page.getByRole('button', { name: 'Add a computer' }).click()
      const players = page.locator('.players__list input')
      await expect.poll(() => players.count()).toBe(4)
      await page.reload()
      await page.getByRole('heading', { name: 'New game' }).waitFor()
      await expect
        .poll(() =>
          players.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
        )
        .toEqual(['Annabelle-Marie', 'Bo', 'Cy', 'Computer (Medium)'])
      expect(await page.getByRole('radio', { name: /^Maxi Yatzy/ }).isChecked()).toBe(true)
      await page.getByRole('button', { name: 'Start game' }).click()
      await page.locator('.game__turn').waitFor()
      expect(await app.turn()).toBe('Round 1 of 20 · Annabelle-Marie’s turn')
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })

  it('a browser closed right after a write reopens on the same profile with nothing missing', async () => {
    const profileDir = newProfileDir()
    let session = await launch(profileDir)
    try {
      const app = new AppDriver(session.page)
      await app.openHome()
      await app.newGame('Yatzy', ['Anna'])
      await app.play('66612', 'Sixes')
      await app.play('22555', 'Full house')
      // Kill the browser the moment the sheet shows the write: the write must already be stored.
      await killAbruptly(session)
      session = await launch(profileDir)
      const reopened = new AppDriver(session.page)
      await reopened.openHome()
      await session.page.locator('a.resume__game', { hasText: 'Anna' }).click()
      await session.page.locator('.game__turn').waitFor()
      expect(await reopened.turn()).toBe('Round 3 of 15 · Anna’s turn')
      expect(await reopened.total(0)).toBe(18 + 19)
    } finally {
      await session.context.close()
      removeProfile(profileDir)
    }
  })

  it('Home lists the game in progress, follows another tab, and deletes it with an Undo', async () => {
    const session = await launch()
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await app.newGame('Yatzy', ['Anna', 'Bo'])
      await app.play('66612', 'Sixes')
      await app.openHome()
      const anna = page.locator('a.resume__game', { hasText: 'Anna, Bo' })
      await anna.waitFor()
      expect(await anna.innerText()).toContain('Round 1 · Bo to play')

      // Another tab starts a game: this one, left on Home, lists it too.
      const other = await session.context.newPage()
      const otherApp = new AppDriver(other)
      await otherApp.openHome()
      await otherApp.newGame('Yatzy', ['Cai'])
      await page.locator('a.resume__game', { hasText: 'Cai' }).waitFor()
      await other.close()

      await page.getByRole('button', { name: 'Delete Yatzy with Anna, Bo' }).click()
      await anna.waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Undo' }).click()
      await anna.waitFor()
      await anna.click()
      await page.locator('.game__turn').waitFor()
      expect(await app.turn()).toBe('Round 1 of 15 · Bo’s turn')
      expect(page.url()).toMatch(new RegExp(`^${origin()}/#/game/`))
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { launch, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { sharedPictureText } from './support/sheet-read'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

/**
 * A table whose pad prints Chance last (some Swedish pads, Yahtzee's) sets it in House rules: the
 * full sheet and the picture print Chance as the last box, and the totals are the rule book's.
 * Counted by hand: Chance 6-6-6-5-4 = 27, Threes 3-3-3-1-2 = 9, Full house 6-6-6-5-5 = 28: 64.
 */
describe('a sheet in the table’s own row order, in Chromium', () => {
  const downloads = mkdtempSync(join(tmpdir(), 'yatzy-pad-rows-'))
  afterAll(() => {
    rmSync(downloads, { recursive: true, force: true })
    expectOwnOriginAndNoErrors()
  })

  it('prints Chance last on the full sheet and in the picture, with the same total', async () => {
    const session = await launch()
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await app.setUpTable('Yatzy', ['Anna'])
      await page.getByRole('button', { name: /^House rules/ }).click()
      const chance = page.getByRole('group', { name: 'Chance on the sheet' })
      await chance.getByRole('radio', { name: 'last', exact: true }).check()
      await page.getByRole('button', { name: 'Start game' }).click()
      await page.locator('.game__turn').waitFor()

      // The turn's grid already ends with Chance.
      await expect
        .poll(() => page.locator('.turn-box__name').last().getAttribute('data-name'))
        .toBe('Chance')
      await app.play('66654', 'Chance')
      await app.play('33312', 'Threes')
      await app.play('66655', 'Full house')

      await app.showSheet()
      const rows = page.locator('.sheet tr[data-box] th')
      await expect.poll(() => rows.last().innerText()).toBe('Chance')
      expect(await rows.nth((await rows.count()) - 2).innerText()).toBe('Yatzy')
      expect(await page.locator('.sheet tr[data-box="chance"] td').first().innerText()).toBe('27')
      expect(await app.total(0)).toBe(64)

      await app.openMenu()
      const text = await sharedPictureText(page, downloads)
      const lines = text.split('\n')
      const at = (label: string) => lines.findIndex((line) => line.startsWith(`${label}:`))
      expect(lines[at('Chance')]).toBe('Chance: 27')
      expect(at('Chance')).toBe(at('Yatzy') + 1)
      expect(lines[at('Total')]).toBe('Total: 64')
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})

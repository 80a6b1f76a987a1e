import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { launch, removeProfile, waitForServiceWorker } from './support/browser'
import { AppDriver, PERFECT_YATZY } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

/**
 * One whole game played offline, then backed up from Settings and imported into a fresh profile:
 * the game the backup carries is the one played here (one game for both, played once).
 */
describe('airplane mode, and a backup between devices', () => {
  const downloads = mkdtempSync(join(tmpdir(), 'yatzy-pad-backup-'))
  afterAll(() => {
    rmSync(downloads, { recursive: true, force: true })
    expectOwnOriginAndNoErrors()
  })

  it('after the first visit the app starts, plays a whole game and shows it in history offline; the game exported from Settings imports into a fresh profile', async () => {
    let backupFile = ''

    const session = await launch(undefined, undefined, { serviceWorkers: 'allow' })
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await waitForServiceWorker(page)
      await session.context.setOffline(true)
      await page.reload()
      await page.getByRole('heading', { name: 'Yatzy Pad' }).waitFor()

      await app.newGame('Yatzy', ['Offline Olga'])
      for (const [dice, box] of PERFECT_YATZY) await app.play(dice, box)
      await page.getByText('Offline Olga wins!').waitFor()
      expect(await app.total(0)).toBe(374)

      await page.getByRole('button', { name: 'Home' }).click()
      await page.getByRole('link', { name: 'Past games' }).click()
      const entry = page.getByRole('listitem').filter({ hasText: 'Offline Olga' })
      await entry.waitFor()
      expect(await entry.innerText()).toContain('374')

      // The backup, still offline: Export all games saves a file.
      await page.getByRole('link', { name: 'Home' }).click()
      await page.getByRole('link', { name: 'Settings' }).click()
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export all games' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^yatzy-pad-backup-\d{4}-\d{2}-\d{2}\.json$/)
      backupFile = join(downloads, download.suggestedFilename())
      await download.saveAs(backupFile)
      await page.getByRole('status').filter({ hasText: 'Saved as' }).waitFor()
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }

    const file = JSON.parse(readFileSync(backupFile, 'utf8'))
    expect(file.games).toHaveLength(1)
    expect(file.games[0].players[0].name).toBe('Offline Olga')

    const second = await launch()
    try {
      const { page } = second
      const app = new AppDriver(page)
      await app.openHome()
      await page.getByRole('link', { name: 'Past games' }).click()
      await page.getByText('No finished games yet.').waitFor()

      await page.getByRole('link', { name: 'Home' }).click()
      await page.getByRole('link', { name: 'Settings' }).click()
      await page.getByLabel('Import games from a file').setInputFiles(backupFile)
      await page.getByRole('status').filter({ hasText: 'Import done: 1 added' }).waitFor()

      await page.getByRole('link', { name: 'Home' }).click()
      await page.getByRole('link', { name: 'Past games' }).click()
      const entry = page.getByRole('listitem').filter({ hasText: 'Offline Olga' })
      await entry.waitFor()
      expect(await entry.innerText()).toContain('374')

      // The entry opens the game, read-only, with the same total.
      await entry.getByRole('link').click()
      await page.getByRole('heading', { name: 'Yatzy', level: 1 }).waitFor()
      expect(await app.total(0)).toBe(374)
    } finally {
      await second.context.close()
      removeProfile(second.profileDir)
    }
  })
})

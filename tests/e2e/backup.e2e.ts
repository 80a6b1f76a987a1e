import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { launch, removeProfile } from './support/browser'
import { AppDriver, PERFECT_YATZY } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

describe('backup between devices', () => {
  const downloads = mkdtempSync(join(tmpdir(), 'yatzy-pad-backup-'))
  afterAll(() => {
    rmSync(downloads, { recursive: true, force: true })
    expectOwnOriginAndNoErrors()
  })

  it('exports a finished game from Settings and imports it into a fresh profile', async () => {
    let backupFile = ''

    const first = await launch()
    try {
      const { page } = first
      const app = new AppDriver(page)
      await app.openHome()
      await app.newGame('Yatzy', ['Backup Bea'])
      for (const [dice, box] of PERFECT_YATZY) await app.play(dice, box)
      await page.getByText('Backup Bea wins!').waitFor()

      await page.getByRole('button', { name: 'Home' }).click()
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
      await first.context.close()
      removeProfile(first.profileDir)
    }

    const file = JSON.parse(readFileSync(backupFile, 'utf8'))
    expect(file.games).toHaveLength(1)
    expect(file.games[0].players[0].name).toBe('Backup Bea')

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
      const entry = page.getByRole('listitem').filter({ hasText: 'Backup Bea' })
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

import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { css, ENGINE, query, withBrowser, type EngineApp } from './support/app'
import { ENGINE_TITLES } from './support/engine'

async function openSettings(app: EngineApp) {
  await app.click(query('link', 'Settings', { exact: true }))
  await app.waitFor(query('heading', 'Settings', { exact: true, level: 1 }))
}

describe(`backup in ${ENGINE_TITLES[ENGINE]}`, () => {
  const kept = mkdtempSync(join(tmpdir(), 'yatzy-pad-engine-backup-'))
  afterAll(() => rmSync(kept, { recursive: true, force: true }))

  it('exports the games to a file, and a fresh profile imports it with the same sheet', async () => {
    const { file, sheet } = await withBrowser(async (app, browser) => {
      await app.openHome()
      await app.newGame('Yatzy', ['Backup Bea', 'Cai'])
      await app.play('66612', 'Sixes')
      await app.play('22555', 'Full house')
      await app.play('12345', 'Small straight')
      const sheet = await app.sheetText()
      await app.openHome()
      await openSettings(app)
      await app.click(query('button', 'Export all games', { exact: true }))
      await app.waitFor(query('status', 'Saved as'))
      // The browser saved the file itself, into the test's downloads folder.
      const folder = browser.downloads!
      // The file can stand under its name before the browser has written all of it: wait until
      // it reads whole.
      const name = await app.waitUntil('the downloaded backup', async () => {
        const names = existsSync(folder) ? readdirSync(folder) : []
        const found = names.find((n) => /^yatzy-pad-backup-\d{4}-\d{2}-\d{2}\.json$/.test(n))
        return found && readsWhole(join(folder, found)) ? found : undefined
      })
      // Copied out before the browser's folder goes with it.
      copyFileSync(join(folder, name), join(kept, name))
      return { file: join(kept, name), sheet }
    })
    const backup = JSON.parse(readFileSync(file, 'utf8'))
    expect(backup.games).toHaveLength(1)
    expect(backup.games[0].players.map((player: { name: string }) => player.name)).toEqual([
      'Backup Bea',
      'Cai',
    ])

    await withBrowser(async (app) => {
      await app.openHome()
      expect(await app.count(css('a.resume__game'))).toBe(0)
      await openSettings(app)
      await app.page.upload(await app.waitFor(query('file', 'Import games from a file')), file)
      await app.waitFor(query('status', 'Import done: 1 added'))
      await app.click(query('link', 'Home', { exact: true }))
      await app.click(css('a.resume__game'))
      await app.waitFor(css('.game__turn'))
      expect(await app.turn()).toBe('Round 2 of 15 · Cai’s turn')
      expect(await app.sheetText()).toBe(sheet)
      await app.expectNoRawError()
    })
  })
})

/** Whether a downloaded file is complete JSON yet. */
function readsWhole(file: string): boolean {
  try {
    JSON.parse(readFileSync(file, 'utf8'))
    return true
  } catch {
    return false
  }
}

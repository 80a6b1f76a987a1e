import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { BACKUP_FORMAT, BACKUP_VERSION } from '@/db/backup-schema'
import { portableGame } from '@/db/derive'
import { finishedGameAt, seededRandom } from '../fixtures/games'
import { launch, removeProfile } from './support/browser'
import { AppDriver, WHOLE } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'
import { axeFindings } from './support/axe'

/**
 * The browser's own text size setting (Chromium's default is 16 px): 32 px is 200 %. It lasts as
 * long as the DevTools session, which stays open with the page.
 */
async function setBrowserFontSize(page: Page, px: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px } })
}

/**
 * How far the page itself scrolls sideways (0 = not at all), and the outermost elements that stick
 * out past the screen's right edge (content of a box that scrolls by itself, like the sheet's, may).
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const sticksOut = (el: Element | null) => !!el && el.getBoundingClientRect().right > width + 0.5
    const scrollsItself = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true
      }
      return false
    }
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => sticksOut(el) && !sticksOut(el.parentElement) && !scrollsItself(el))
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`)
    return { pixels: document.documentElement.scrollWidth - width, culprits }
  })
const noOverflow = { pixels: 0, culprits: [] }

/**
 * Whether the dice field is on screen with the boxes scrolled to the top of it: at large text the
 * boxes fill more than a screen, and the dice must not be a screen below the box to tap.
 */
const diceInViewWithBoxes = (page: Page) =>
  page.evaluate(() => {
    document.querySelector('.turn-grid .turn-box')!.scrollIntoView({ block: 'start' })
    const field = document.querySelector('.turn-panel .dice-pad input')!.getBoundingClientRect()
    window.scrollTo(0, 0)
    return field.top >= 0 && field.bottom <= window.innerHeight
  })

/** The scoreboard's labelled ± par figures that stand outside their player's chip, cut from view. */
const cutPars = (page: Page) =>
  page.locator('.board__par-shown').evaluateAll((shown) =>
    shown
      .filter((par) => {
        const chip = par.closest('.board__player')!.getBoundingClientRect()
        const box = par.getBoundingClientRect()
        return box.left < chip.left - 0.5 || box.right > chip.right + 0.5
      })
      .map((par) => par.textContent),
  )

const rootFontPx = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))

async function chooseTextSize(page: Page, label: 'Normal' | 'Extra large') {
  const app = new AppDriver(page)
  await app.openHome()
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('group', { name: 'Text size' }).getByRole('radio', { name: label }).check()
}

/** The smallest width and height of the dice pad's face buttons, in CSS px. */
const smallestFace = (page: Page) =>
  page.locator('.turn-panel .dice-pad__face').evaluateAll((faces) => {
    const boxes = faces.map((face) => face.getBoundingClientRect())
    return {
      count: boxes.length,
      width: Math.min(...boxes.map((b) => b.width)),
      height: Math.min(...boxes.map((b) => b.height)),
    }
  })

/** Whether the sheet's box names stay put at the left edge when the sheet scrolls sideways. */
const stickyLabels = (page: Page) =>
  page.evaluate(() => {
    const wrap = document.querySelector<HTMLElement>('.sheet-wrap')!
    const label = wrap.querySelector<HTMLElement>('tbody .sheet__label')!
    const scrolls = wrap.scrollWidth > wrap.clientWidth
    wrap.scrollLeft = wrap.scrollWidth
    const stuck = Math.abs(label.getBoundingClientRect().left - wrap.getBoundingClientRect().left)
    wrap.scrollLeft = 0
    return { scrolls, stuck: stuck < 2 }
  })

/** A backup of finished six-player games with long names: Statistics' widest tables. */
function sixPlayerBackup(folder: string): string {
  const random = seededRandom(6)
  const players = ['Anna-Karin', 'Björn', 'Charlotte', 'Dagfinn', 'Eeva-Liisa', 'Fredrik']
  const games = Array.from({ length: 6 }, (_, i) => {
    const at = Date.now() - (i + 1) * 86_400_000
    return finishedGameAt(random, { variant: 'yatzy', players, startAt: at - 3_600_000 }, at)
  })
  const file = join(folder, 'six-players.json')
  const backup = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date().toISOString(),
  }
  writeFileSync(file, JSON.stringify({ ...backup, games: games.map(portableGame) }))
  return file
}

describe('large text and reduced motion in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('keeps the page one screen wide and the dice buttons 44 px at 200 % and extra large text', async () => {
    const session = await launch(undefined, { width: 360, height: 740 })
    try {
      const page = session.page
      const app = new AppDriver(page)
      await setBrowserFontSize(page, 32)
      await app.openHome()
      expect(await rootFontPx(page)).toBe(32)
      expect(await sidewaysOverflow(page)).toEqual(noOverflow)
      await app.newGame('Yatzy', ['Anna', 'Bo', 'Cecilia', 'Dag', 'Eva', 'Frans'])
      await app.play('66612', 'Sixes')
      // Below par, so the scoreboard has long figures to show: "par −12".
      await app.play('12345', 'Ones')
      await app.play('12345', 'Sixes')
      await expect.poll(() => app.writeWordsCut(), WHOLE('the last write at 200 %')).toEqual([])
      await app.enterDice('22555')
      await app.offer('Full house').waitFor()

      const checks = async (setting: string) => {
        expect(await sidewaysOverflow(page), `page overflow at ${setting}`).toEqual(noOverflow)
        expect(await cutPars(page), `± par cut on the scoreboard at ${setting}`).toEqual([])
        expect(await diceInViewWithBoxes(page), `dice beside the boxes at ${setting}`).toBe(true)
        const faces = await smallestFace(page)
        expect(faces.count, setting).toBe(6)
        expect(faces.width, `face button width at ${setting}`).toBeGreaterThanOrEqual(44)
        expect(faces.height, `face button height at ${setting}`).toBeGreaterThanOrEqual(44)
        const app = new AppDriver(page)
        await app.showSheet()
        // The full sheet too: it scrolls sideways in its own box, never the page with it.
        expect(await sidewaysOverflow(page), `page overflow with the sheet at ${setting}`).toEqual(
          noOverflow,
        )
        const sheet = await stickyLabels(page)
        if (sheet.scrolls) expect(sheet.stuck, `sticky box names at ${setting}`).toBe(true)
        await app.showSheet(false)
      }
      await checks('200 %')

      // The app's own text size on top of the browser's: 150 % of 200 %.
      const game = page.url()
      await chooseTextSize(page, 'Extra large')
      await page.goto(game)
      await page.locator('.game__turn').waitFor()
      await app.enterDice('22555')
      expect(await rootFontPx(page)).toBe(48)
      await expect
        .poll(() => app.writeWordsCut(), WHOLE('the last write at 200 % and extra large'))
        .toEqual([])
      await expect
        .poll(() => app.turnCut(), WHOLE('whose turn cut short at 200 % and extra large'))
        .toBe(false)
      await checks('200 % and extra large')
      // German labels its par "Bonus −12", the longest of the languages.
      await page.evaluate(() => {
        const key = 'yatzy-pad.settings.v1'
        const settings = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>
        localStorage.setItem(key, JSON.stringify({ ...settings, locale: 'de' }))
      })
      await page.reload()
      await page.locator('.game__turn', { hasText: 'Runde' }).waitFor()
      expect(await cutPars(page), '± par cut in German at 200 % and extra large').toEqual([])
      await page.evaluate(() => {
        const key = 'yatzy-pad.settings.v1'
        const settings = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>
        localStorage.setItem(key, JSON.stringify({ ...settings, locale: 'en' }))
      })
      await page.reload()
      await page.locator('.game__turn').waitFor()
      await app.openHome()
      await page.getByRole('link', { name: 'Settings' }).click()
      await page.locator('input[type="file"]').setInputFiles(sixPlayerBackup(session.profileDir))
      await page.getByText(/Import done/).waitFor()
      const screens = [
        'Roll checker',
        'Past games',
        'Statistics',
        'Settings',
        'New game',
        'Join a table',
      ]
      for (const screen of screens) {
        await app.openHome()
        await page.getByRole('link', { name: screen }).click()
        await page.getByRole('heading', { level: 1 }).waitFor()
        if (screen === 'Statistics') await page.locator('.head-to-head table').first().waitFor()
        // New game with its house rules open: every question wraps within the screen.
        if (screen === 'New game') await page.getByRole('button', { name: /^House rules/ }).click()
        expect(await sidewaysOverflow(page), `${screen} at 200 % and extra large`).toEqual(
          noOverflow,
        )
      }
      await chooseTextSize(page, 'Normal')
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })

  it("keeps Join a table's scan one screen wide, its buttons big, at 200 % and extra large text, and axe finds nothing", async () => {
    // Chromium's fake camera (its moving test pattern), allowed: the scan button shows and opens.
    const session = await launch(undefined, { width: 360, height: 740 }, { bypassCSP: true }, [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ])
    try {
      const page = session.page
      await setBrowserFontSize(page, 32)
      await chooseTextSize(page, 'Extra large')
      await new AppDriver(page).openHome()
      await page.getByRole('link', { name: 'Join a table' }).click()
      await page.getByRole('button', { name: "Scan the host's code" }).click()
      await page
        .getByRole('status')
        .filter({ hasText: 'Point the camera at the QR code on the host phone.' })
        .waitFor()
      expect(await sidewaysOverflow(page), 'scanning at 200 % and extra large').toEqual(noOverflow)
      const stop = await page.getByRole('button', { name: 'Stop scanning' }).boundingBox()
      expect(stop!.height).toBeGreaterThanOrEqual(56)
      expect(stop!.x + stop!.width).toBeLessThanOrEqual(360)
      expect(await axeFindings(page)).toEqual([])
      await page.getByRole('button', { name: 'Stop scanning' }).click()
      const scan = await page.getByRole('button', { name: "Scan the host's code" }).boundingBox()
      expect(scan!.height).toBeGreaterThanOrEqual(56)
      expect(await sidewaysOverflow(page)).toEqual(noOverflow)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })

  it('has no animation or transition longer than a blink when motion is reduced', async () => {
    const session = await launch()
    try {
      const page = session.page
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const app = new AppDriver(page)
      await app.openHome()
      await app.newGame('Yatzy', ['Anna'])
      await app.enterDice('22555')
      await app.offer('Full house').click()
      const moving = await page.evaluate(() =>
        [...document.querySelectorAll('*')].flatMap((el) => {
          const style = getComputedStyle(el)
          const longest = (value: string) =>
            Math.max(
              ...value
                .split(',')
                .map((part) => parseFloat(part) * (part.includes('ms') ? 1 : 1000)),
            )
          const ms = Math.max(longest(style.transitionDuration), longest(style.animationDuration))
          return ms > 1 ? [`${el.tagName.toLowerCase()}.${el.className}: ${ms} ms`] : []
        }),
      )
      expect(moving).toEqual([])
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})

import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { launch, origin, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

const PHONE = { width: 360, height: 740 }
const TABLET = { width: 820, height: 1180 }

/** A six-player Yatzy game on screen, the table where the boxes and names have least room. */
async function sixPlayerGame(page: Page): Promise<AppDriver> {
  const app = new AppDriver(page)
  await app.openHome()
  await app.newGame('Yatzy', ['Anna', 'Annabelle-Marie', 'Björn', 'Cecilia', 'Dag', 'Eva'])
  return app
}

/** Whether the empty dice field's hint stands whole in the field, as the browser draws it. */
const diceHintFits = (page: Page) =>
  page.locator('.turn-panel__dice input').evaluate((input: HTMLInputElement) => {
    const probe = document.createElement('span')
    const style = getComputedStyle(input, '::placeholder')
    probe.style.font = style.font
    probe.style.whiteSpace = 'pre'
    probe.textContent = input.placeholder
    document.body.append(probe)
    const width = probe.getBoundingClientRect().width
    probe.remove()
    const inner = input.clientWidth - parseFloat(getComputedStyle(input).paddingLeft) * 2
    return width <= inner + 0.5
  })

/**
 * The tap targets on screen shorter than 44 px: every button, and every checkbox or radio by the
 * label that holds or names it (its words are part of the target). The full sheet's cells are
 * left out: its rows are 36 px so a whole Yatzy sheet stands on one phone screen.
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const targets = new Set<Element>(document.querySelectorAll('button, a.button'))
    for (const input of document.querySelectorAll<HTMLInputElement>(
      'input[type="checkbox"], input[type="radio"]',
    )) {
      const label =
        input.closest('label') ??
        (input.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null)
      targets.add(label ?? input)
    }
    return [...targets]
      .filter((el) => !el.closest('.sheet'))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(
        ({ el, box }) =>
          box.width > 2 && box.height > 2 && getComputedStyle(el).visibility !== 'hidden',
      )
      .filter(({ box }) => box.height < 43.5)
      .map(({ el, box }) => {
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)
        return `${el.tagName.toLowerCase()} "${text}" ${box.height.toFixed(1)} px`
      })
  })

/** The visible controls the element covers (overlaps), by their words. */
const coveredBy = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const cover = document.querySelector(selector)!
    const area = cover.getBoundingClientRect()
    return [...document.querySelectorAll('a, button, input, select, textarea, label')]
      .filter((el) => !cover.contains(el))
      .filter((el) => {
        const box = el.getBoundingClientRect()
        if (box.width < 2 || box.height < 2) return false
        return (
          box.left < area.right &&
          box.right > area.left &&
          box.top < area.bottom &&
          box.bottom > area.top
        )
      })
      .map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40))
  }, selector)

describe('a newcomer on a 360×740 phone', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('finds the game menu in the header, and it hides neither the boxes nor the dice', async () => {
    const session = await launch(undefined, PHONE)
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await app.newGame('Yatzy', ['Anna', 'Bo'])
      const menu = page.getByRole('button', { name: 'Game menu' })
      // On screen and labelled in words, not a bare mark.
      expect(await menu.isVisible()).toBe(true)
      expect(await menu.innerText()).toContain('Menu')
      await menu.click()
      for (const name of ['Play on several phones', 'Share as picture'])
        await page.getByRole('button', { name }).waitFor()
      for (const name of ['Rules', 'Hand off'])
        expect(await page.getByRole('link', { name, exact: true }).isVisible()).toBe(true)
      // The turn is still there: the dice field in view, a box to write below the menu.
      await app.enterDice('66612')
      expect(
        await page
          .getByPlaceholder(/Type dice/)
          .first()
          .isVisible(),
      ).toBe(true)
      await app.offer('Sixes').waitFor()
      await page.getByRole('link', { name: 'Rules', exact: true }).click()
      await page.getByRole('heading', { level: 1, name: 'Rules' }).waitFor()
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })

  it('reads the last write with one space after the name: "Björn: 10 in Two pairs"', async () => {
    const session = await launch(undefined, PHONE)
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await app.newGame('Yatzy', ['Björn', 'Bo'])
      await app.play('22334', 'Two pairs')
      // The colon stands right after the name: the name's box is as wide as its text, no wider
      // (extra room read as a second space before the score).
      const gap = await page.locator('.write-line__name').evaluate((name) => {
        const range = document.createRange()
        range.selectNodeContents(name)
        return name.getBoundingClientRect().width - range.getBoundingClientRect().width
      })
      expect(gap).toBeLessThan(1)
      expect(await page.locator('.write-line__text').textContent()).toBe('Björn: 10 in Two pairs')
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })

  it('at 200 % text sees a box to write with the roll, uncovered, and the field’s hint whole', async () => {
    const session = await launch(undefined, PHONE)
    try {
      const { page } = session
      const app = await sixPlayerGame(page)
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } })
      // The hint in the empty field is read whole, not "Type dice,".
      expect(await diceHintFits(page)).toBe(true)
      await app.enterDice('66612')
      await app.offer('Sixes').waitFor()
      // From the top of the page: a box to write stands whole above the pinned dice, and the dice
      // field is on screen with it.
      const seen = await page.evaluate(() => {
        window.scrollTo(0, 0)
        const pinned = document.querySelector('.turn-panel__dice')!.getBoundingClientRect()
        const input = document.querySelector('.turn-panel__dice input')!.getBoundingClientRect()
        const boxes = [
          ...document.querySelectorAll('.turn-grid button[aria-label*="for this roll"]'),
        ].map((box) => box.getBoundingClientRect())
        return {
          boxesAbovePinned: boxes.filter((box) => box.top >= 0 && box.bottom <= pinned.top + 0.5)
            .length,
          fieldOnScreen: input.top >= 0 && input.bottom <= window.innerHeight,
        }
      })
      expect(seen.boxesAbovePinned).toBeGreaterThan(0)
      expect(seen.fieldOnScreen).toBe(true)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })

  it('reads the dice field’s hint whole in every language, on a phone and a tablet, at normal and large text', async () => {
    const session = await launch(undefined, PHONE)
    try {
      const { page } = session
      await sixPlayerGame(page)
      const cut: string[] = []
      // Where the hint has least room: a phone at normal text (Clear's word beside it) and extra
      // large; a tablet's narrow column at normal and large text.
      for (const [viewport, textSizes] of [
        [PHONE, ['normal', 'x-large']],
        [TABLET, ['normal', 'large']],
      ] as const) {
        await page.setViewportSize(viewport)
        for (const textSize of textSizes)
          for (const locale of ['en', 'sv', 'da', 'nb', 'fi', 'de']) {
            // The settings as Settings stores them, read on the reload.
            await page.evaluate(
              (settings) => localStorage.setItem('yatzy-pad.settings.v1', settings),
              JSON.stringify({ locale, textSize }),
            )
            await page.reload()
            await page.locator(`html[lang="${locale}"] .game__turn`).waitFor()
            if (!(await diceHintFits(page)))
              cut.push(`${viewport.width} px, ${textSize}, ${locale}`)
          }
      }
      expect(cut).toEqual([])
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })

  it('can tap every button, checkbox and radio by a target at least 44 px tall', async () => {
    const session = await launch(undefined, PHONE)
    try {
      const { page } = session
      const app = new AppDriver(page)
      const found: Record<string, string[]> = {}
      await app.openHome()
      found.home = await smallTargets(page)
      await app.setUpTable('Yatzy', ['Anna', 'Bo'])
      await page.getByRole('button', { name: 'Add a computer' }).click()
      found['new game'] = await smallTargets(page)
      await page.getByRole('button', { name: 'Start game' }).click()
      await page.locator('.game__turn').waitFor()
      await page.getByRole('button', { name: 'Hints' }).click()
      await app.enterDice('66612')
      await page.locator('.hints__roll').waitFor()
      found.game = await smallTargets(page)
      // The menu as it opens (the pairing inside it, its seat modes among them, is the live
      // table's screen, measured by its own tests).
      await app.openMenu()
      await page.getByRole('button', { name: 'Play on several phones' }).waitFor()
      found['game menu'] = await smallTargets(page)
      for (const [screen, link] of [
        ['settings', 'Settings'],
        ['history', 'Past games'],
        ['statistics', 'Statistics'],
        ['roll checker', 'Roll checker'],
      ] as const) {
        await app.openHome()
        await page.getByRole('link', { name: link }).click()
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        await page.waitForLoadState('networkidle')
        found[screen] = await smallTargets(page)
      }
      expect(found).toEqual({
        home: [],
        'new game': [],
        game: [],
        'game menu': [],
        settings: [],
        history: [],
        statistics: [],
        'roll checker': [],
      })
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })

  it('gets the first-visit notice where it covers no control (German, New game)', async () => {
    const session = await launch(undefined, PHONE, { serviceWorkers: 'allow' })
    try {
      const { page } = session
      // The first visit is German from its first paint, before the app is cached for offline use.
      await session.context.addInitScript(() =>
        localStorage.setItem('yatzy-pad.settings.v1', JSON.stringify({ locale: 'de' })),
      )
      await page.goto(`${origin()}/#/new`)
      await page.getByRole('heading', { level: 1, name: 'Neues Spiel' }).waitFor()
      await page
        .getByRole('status')
        .filter({ hasText: 'funktioniert jetzt auch offline' })
        .waitFor()
      expect(await coveredBy(page, '.update')).toEqual([])
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})

import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { launch, removeProfile, type Session } from './support/browser'
import { AppDriver, WHOLE } from './support/app'
import { audit, type Violation } from './support/axe'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

const PHONE = { width: 360, height: 740 }
const TABLET = { width: 820, height: 1180 }
const SETTINGS_KEY = 'yatzy-pad.settings.v1'

/** A table of four: a long name, two short ones and a computer at the normal pace. */
async function startTable(session: Session, locale: string) {
  const { page, context } = session
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [SETTINGS_KEY, JSON.stringify({ computerSpeed: 'fast', locale: 'en' })],
  )
  const app = new AppDriver(page)
  await app.openHome()
  await page.getByRole('link', { name: 'New game' }).click()
  for (const name of ['Annabelle-Marie', 'Bo', 'Cy']) {
    await page.getByPlaceholder('Player name').fill(name)
    await page.getByRole('button', { name: 'Add player' }).click()
  }
  await page.getByRole('button', { name: 'Add a computer' }).click()
  await page.getByRole('button', { name: 'Start game' }).click()
  await page.locator('.game__turn').waitFor()
  // The rest is played in the table's language, as a reload on the game screen brings it.
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [SETTINGS_KEY, JSON.stringify({ computerSpeed: 'normal', locale })],
  )
  await page.reload()
  await page.locator(`html[lang="${locale}"]`).waitFor()
  await page.locator('.game__turn').waitFor()
}

/** Where the first box of the turn grid stands now. */
async function firstBox(page: Page) {
  const box = await page.locator('.turn-box').first().boundingBox()
  expect(box).not.toBeNull()
  return { x: Math.round(box!.x), y: Math.round(box!.y) }
}

/** The current person types a roll (no Enter) and writes it into the first box it is worth most in. */
async function playPersonTurn(page: Page) {
  const before = await page.locator('.game__turn').innerText()
  const input = page.locator('input[inputmode="numeric"]')
  await input.fill('66612')
  const offer = page.locator('.turn-grid button.turn-box--offer:not([disabled])').first()
  await offer.waitFor()
  await offer.click()
  const scratch = page.getByRole('alertdialog')
  if (await scratch.isVisible().catch(() => false)) {
    await scratch.locator('button.button--danger').click()
  }
  await page.waitForFunction(
    (text) => document.querySelector('.game__turn')?.textContent !== text,
    before,
  )
}

/** The first box stands where it stood at the start, within 2 px, whoever plays. */
async function expectInPlace(page: Page, start: { x: number; y: number }, turn: number) {
  const now = await firstBox(page)
  expect(Math.abs(now.x - start.x), `turn ${turn}: x`).toBeLessThanOrEqual(2)
  expect(Math.abs(now.y - start.y), `turn ${turn}: y`).toBeLessThanOrEqual(2)
}

/**
 * The full sheet's Sum, Bonus and Total stay inside its scroll box at its top and its bottom, and
 * every box offered for the roll, once focused, is not under them (its centre is its own).
 */
/** The toolbar's labels that are cut short or hidden (a bare symbol instead of the word). */
function toolbarLabelsCut(page: Page): Promise<(string | null)[]> {
  return page
    .locator('.game-toolbar__label')
    .evaluateAll((labels) =>
      labels
        .filter(
          (l) =>
            l.clientWidth <= 1 ||
            l.scrollWidth > l.clientWidth + 1 ||
            l.scrollHeight > l.clientHeight + 1,
        )
        .map((l) => l.textContent),
    )
}

/** Every offer on the full sheet can be tapped: focused, nothing stands over it. */
async function expectOffersUncovered(page: Page) {
  const offers = page.locator('.sheet .cell__button--offer')
  expect(await offers.count()).toBeGreaterThan(0)
  for (const offer of await offers.all()) {
    await offer.focus()
    const own = await offer.evaluate((el) => {
      const r = el.getBoundingClientRect()
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      return top === el || el.contains(top)
    })
    expect(own, `${await offer.getAttribute('aria-label')} is not covered`).toBe(true)
  }
}

async function expectTotalsInViewAndOffersClear(page: Page) {
  const wrap = page.locator('.sheet-wrap')
  const inside = async (selector: string, what: string) => {
    const frame = (await wrap.boundingBox())!
    const row = (await page.locator(selector).first().boundingBox())!
    expect(row.y, `${what}: top`).toBeGreaterThanOrEqual(frame.y - 0.5)
    expect(row.y + row.height, `${what}: bottom`).toBeLessThanOrEqual(frame.y + frame.height + 0.5)
  }
  for (const end of ['top', 'bottom'] as const) {
    await wrap.evaluate((el, at) => (el.scrollTop = at === 'top' ? 0 : el.scrollHeight), end)
    for (const [selector, what] of [
      ['.sheet__sum--upper > th', 'Sum'],
      ['.sheet__bonus > th', 'Bonus'],
      ['.sheet__total > th', 'Total'],
    ] as const) {
      await inside(selector, `${what}, scrolled to the ${end}`)
    }
  }
  await expectOffersUncovered(page)
}

/**
 * The whole sheet stands on the page as on paper: every row at least a line high (a window that
 * shrinks as hints and win chances take room once left it 19 px), each row's name readable where
 * the page scrolls it into view (no pinned row over it), and the offers free to tap.
 */
async function expectSheetIsPaper(page: Page) {
  const rows = page.locator('.sheet tbody tr, .sheet tfoot tr')
  expect(await rows.count()).toBeGreaterThanOrEqual(18)
  for (const row of await rows.all()) {
    const label = row.locator('th')
    const name = (await label.innerText()).replace(/\s+/g, ' ')
    await label.scrollIntoViewIfNeeded()
    const seen = await label.evaluate((el) => {
      const r = el.getBoundingClientRect()
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      return { height: r.height, own: top === el || el.contains(top) }
    })
    expect(seen.height, `${name}: its height`).toBeGreaterThanOrEqual(24)
    expect(seen.own, `${name} is not covered`).toBe(true)
  }
  await expectOffersUncovered(page)
}

async function isComputerTurn(page: Page) {
  return (await page.locator('.computer-turn').count()) > 0
}

describe('everyone at the table sees what happened, in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  for (const locale of ['en', 'sv', 'de']) {
    it(`a 360×740 phone in ${locale}: the last write, every score, the computer's box, and nothing moves`, async () => {
      const session = await launch(undefined, PHONE, { bypassCSP: true })
      try {
        const { page } = session
        await startTable(session, locale)
        // Each switch reads its whole word or words, on two lines where it must.
        expect(await toolbarLabelsCut(page)).toEqual([])
        const found: Violation[] = []
        const start = await firstBox(page)
        const names = ['Annabelle-Marie', 'Bo', 'Cy']
        let computerBoxSeen = 0
        for (let turn = 0; turn < 8; turn++) {
          if (await isComputerTurn(page)) {
            const before = await page.locator('.game__turn').innerText()
            // Its box shows, with its score, while it is still the computer's turn: both read in
            // the same frame, as the box shows only until the computer writes.
            const shown = await page.waitForFunction(() => {
              const value = document.querySelector<HTMLElement>(
                '.turn-grid .turn-box--selected .turn-box__value',
              )
              const turnLine = document.querySelector<HTMLElement>('.game__turn')
              return value && turnLine ? { value: value.innerText, turn: turnLine.innerText } : null
            })
            const { value, turn: turnShown } = (await shown.jsonValue())!
            expect(value).toMatch(/\d/)
            expect(turnShown).toBe(before)
            computerBoxSeen++
            await expectInPlace(page, start, turn)
            await page.waitForFunction(
              (text) => document.querySelector('.game__turn')?.textContent !== text,
              before,
            )
            continue
          }
          await expectInPlace(page, start, turn)
          // Every player's name and total is on the screen, the current one marked: read in one
          // look at the page (one round trip, not nine).
          const players = await page.locator('.board__player').evaluateAll((all) =>
            all.map((player) => {
              const r = player.getBoundingClientRect()
              return {
                box: { x: r.x, width: r.width, y: r.y, height: r.height },
                total: player.querySelector<HTMLElement>('.board__total')?.innerText ?? '',
                current: player.getAttribute('aria-current') === 'step',
              }
            }),
          )
          expect(players).toHaveLength(4)
          for (const { box, total } of players) {
            expect(box.width * box.height, 'a player on the board is shown').toBeGreaterThan(0)
            expect(box.x).toBeGreaterThanOrEqual(0)
            expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 0.5)
            expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
            expect(total).toMatch(/^\d+$/)
          }
          expect(players.filter((player) => player.current)).toHaveLength(1)
          const name = names[turn % 4]!
          if (turn === 0) await audit(page, `${locale}, turn screen`, found)
          await playPersonTurn(page)
          // The write stays on a line for everyone to read, its score and box whole.
          expect(await page.locator('.write-line').innerText()).toContain(`${name}:`)
          const app = new AppDriver(page)
          await expect.poll(() => app.writeWordsCut(), WHOLE(`turn ${turn}`)).toEqual([])
          // And whose turn it is now, with the long name too.
          await expect.poll(() => app.turnCut(), WHOLE(`turn ${turn}: whose turn`)).toBe(false)
        }
        expect(computerBoxSeen).toBe(2)
        expect(found).toEqual([])
      } finally {
        await session.context.close()
        removeProfile(session.profileDir)
      }
    })
  }

  for (const textSize of ['normal', 'x-large']) {
    it(`a 360×740 phone at ${textSize} text, hints and win chances on: the full sheet is paper, every row whole and none covered`, async () => {
      const session = await launch(undefined, PHONE, { bypassCSP: true })
      try {
        const { page, context } = session
        await startTable(session, 'en')
        for (const tool of ['Hints', 'Win chances']) {
          const button = page.locator('.game-toolbar button', { hasText: tool })
          await button.click()
          await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true')
        }
        await context.addInitScript(
          ([key, value]) => localStorage.setItem(key!, value!),
          [SETTINGS_KEY, JSON.stringify({ computerSpeed: 'normal', locale: 'en', textSize })],
        )
        await page.reload()
        await page.locator('.game__turn').waitFor()
        // The switches keep their words at large text, never a bare symbol.
        expect(await toolbarLabelsCut(page)).toEqual([])
        await page.locator('input[inputmode="numeric"]').fill('66612')
        await page.locator('.turn-grid button.turn-box--offer:not([disabled])').first().waitFor()
        // The first roll's keep advice has come and been scrolled into view.
        await page.locator('.hints__keep-advice').waitFor()
        await page.locator('button.board').click()
        await page.locator('.sheet').waitFor()
        await page.locator('.win-chances').waitFor()
        await expectSheetIsPaper(page)
      } finally {
        await session.context.close()
        removeProfile(session.profileDir)
      }
    })
  }

  it('an 820×1180 tablet with extra large text keeps each player’s column clear of the box names', async () => {
    const session = await launch(undefined, TABLET)
    try {
      const { page, context } = session
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ locale: 'en' })],
      )
      await new AppDriver(page).openHome()
      await new AppDriver(page).newGame('Yatzy', ['Anna', 'Bo', 'Cy', 'Dag', 'Eva', 'Fred'])
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key!, value!),
        [SETTINGS_KEY, JSON.stringify({ locale: 'sv', textSize: 'x-large' })],
      )
      await page.reload()
      await page.locator('html[lang="sv"]').waitFor()
      await page.locator('.sheet').waitFor()
      // Six players' columns all in view: the sheet takes more of the width at this size.
      const sideways = await page
        .locator('.sheet-wrap')
        .evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth)
      expect(sideways, 'px of the sheet out of view sideways').toBeLessThanOrEqual(1)
      for (let turn = 0; turn < 6; turn++) {
        // The current name stands whole beside the sticky box names, inside the sheet's box.
        await expect
          .poll(() =>
            page.evaluate(() => {
              const wrap = document.querySelector('.sheet-wrap')!.getBoundingClientRect()
              const names = document.querySelector('.sheet__corner')!.getBoundingClientRect()
              const current = document
                .querySelector('.sheet__player--current')!
                .getBoundingClientRect()
              return current.left >= names.right - 0.5 && current.right <= wrap.right + 0.5
            }),
          )
          .toBe(true)
        await playPersonTurn(page)
      }
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })

  it('an 820×1180 tablet shows the turn and the whole sheet at once', async () => {
    const session = await launch(undefined, TABLET, { bypassCSP: true })
    try {
      const { page } = session
      // In German, whose words are the longest: "Gesamt" must not break inside the word.
      await startTable(session, 'de')
      const grid = (await page.locator('.turn-grid').boundingBox())!
      const sheet = (await page.locator('.sheet').boundingBox())!
      // Side by side, both on the screen, with the totals row in view.
      expect(grid.x + grid.width).toBeLessThanOrEqual(sheet.x)
      expect(sheet.x + sheet.width).toBeLessThanOrEqual(TABLET.width)
      const total = (await page.getByTestId('total-0').boundingBox())!
      expect(total.y + total.height).toBeLessThanOrEqual(TABLET.height)
      // Read from a metre away: names of 18 px and more, totals of 24.
      const px = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
      expect(await px('.sheet__player')).toBeGreaterThanOrEqual(18)
      expect(await px('.sheet__total td')).toBeGreaterThanOrEqual(24)
      const totalLabelLines = await page
        .locator('.sheet__total .sheet__label')
        .evaluate((label) => {
          const text = document.createRange()
          text.selectNodeContents(label)
          return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size
        })
      expect(totalLabelLines, 'lines of the Total row’s label').toBe(1)
      await page.locator('input[inputmode="numeric"]').fill('66612')
      await page.locator('.turn-grid button.turn-box--offer:not([disabled])').first().waitFor()
      await expectTotalsInViewAndOffersClear(page)
      await playPersonTurn(page)
      expect(await page.locator('.write-line').innerText()).toContain('Annabelle-Marie:')
      const found: Violation[] = []
      await audit(page, 'tablet, turn and sheet', found)
      expect(found).toEqual([])
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})

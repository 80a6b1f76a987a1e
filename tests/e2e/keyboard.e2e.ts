import { afterAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { launch, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

const hasFocus = async (target: Locator) =>
  (await target.count()) === 1 && target.evaluate((el) => el === document.activeElement)

/** What has focus, in words, for failure messages. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'nothing (body)'
    const name = el.getAttribute('aria-label') ?? el.innerText ?? ''
    return `<${el.tagName.toLowerCase()}> ${name.trim().slice(0, 60)}`
  })

/** Whether the focused element shows a ring of its own: :focus-visible with a 2px+ outline. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    const style = getComputedStyle(el)
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
    return { focusVisible: el.matches(':focus-visible'), ring }
  })

async function expectFocus(page: Page, target: Locator, what: string) {
  await expect.poll(() => hasFocus(target), { message: `focus should be on ${what}` }).toBe(true)
  expect(await focusRing(page), `a visible focus ring on ${what}`).toEqual({
    focusVisible: true,
    ring: true,
  })
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. Every stop on
 * the way must show a focus ring.
 */
async function tabTo(page: Page, target: Locator, what: string, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const at = await focusedElement(page)
    if (at !== 'nothing (body)') {
      expect(await focusRing(page), `a visible focus ring on ${at}`).toEqual({
        focusVisible: true,
        ring: true,
      })
    }
    if (await hasFocus(target)) return
  }
  throw new Error(
    `${max} presses of Tab did not reach ${what}; focus is on ${await focusedElement(page)}`,
  )
}

describe('keyboard-only play in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('starts a game, writes, scratches, corrects and undoes without a pointer', async () => {
    const session = await launch()
    try {
      const page = session.page
      const app = new AppDriver(page)
      await app.openHome()

      await tabTo(page, page.getByRole('link', { name: 'New game' }), 'New game')
      await page.keyboard.press('Enter')
      await page.getByRole('heading', { name: 'New game' }).waitFor()
      const name = page.getByPlaceholder('Player name')
      await tabTo(page, name, 'the player name field')
      for (const player of ['Anna', 'Bo']) {
        await page.keyboard.type(player)
        await page.keyboard.press('Enter')
      }
      await expectFocus(page, name, 'the player name field, ready for the next name')
      await tabTo(page, page.getByRole('button', { name: 'Start game' }), 'Start game')
      await page.keyboard.press('Enter')
      await page.locator('.game__turn').waitFor()

      const pad = page.getByRole('region', { name: 'Enter the roll' })
      const firstFace = pad.getByRole('button', { name: 'Add a 1' })
      const status = page.locator('p.visually-hidden[role="status"]')

      // Anna: digits enter the dice from anywhere on the page; Enter on a box writes it.
      await page.keyboard.type('22555')
      await tabTo(page, app.offer('Full house'), 'the Full house offer')
      await page.keyboard.press('Enter')
      await expectFocus(page, firstFace, 'the dice pad after a write')
      await expect
        .poll(() => status.innerText())
        .toBe('Anna wrote 19 in Full house. Round 1 of 15 · Bo’s turn')
      expect(await app.turn()).toBe('Round 1 of 15 · Bo’s turn')
      // The page's heading says whose turn it is, too.
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(
        'Round 1 of 15 · Bo’s turn',
      )

      // Bo scratches Yatzy: the dialog opens on its safe choice and keeps focus inside.
      await page.keyboard.type('12346')
      const yatzy = app.offer('Yatzy')
      await tabTo(page, yatzy, 'the Yatzy offer', { back: true })
      await page.keyboard.press('Enter')
      const scratch = page.getByRole('alertdialog', { name: 'Scratch Yatzy for 0?' })
      const cancel = scratch.getByRole('button', { name: 'Cancel' })
      const confirm = scratch.getByRole('button', { name: 'Scratch' })
      await expectFocus(page, cancel, 'Cancel, the safe choice')
      await page.keyboard.press('Tab')
      await expectFocus(page, confirm, 'Scratch')
      await page.keyboard.press('Tab')
      await expectFocus(page, cancel, 'Cancel again: Tab cycles inside the dialog')
      await page.keyboard.press('Shift+Tab')
      await expectFocus(page, confirm, 'Scratch: Shift+Tab cycles backwards')
      // Escape says no, and focus goes back to the box that asked.
      await page.keyboard.press('Escape')
      await scratch.waitFor({ state: 'detached' })
      await expectFocus(page, yatzy, 'the Yatzy offer that opened the dialog')
      expect(await app.turn()).toBe('Round 1 of 15 · Bo’s turn')
      // Space opens it again; Tab and Space confirm.
      await page.keyboard.press('Space')
      await expectFocus(page, cancel, 'Cancel')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Space')
      await scratch.waitFor({ state: 'detached' })
      await expectFocus(page, firstFace, 'the dice pad after the scratch')
      await expect
        .poll(() => status.innerText())
        .toBe('Bo wrote 0 in Yatzy. Round 2 of 15 · Anna’s turn')

      // Anna writes Sixes with Space on the box.
      await page.keyboard.type('66612')
      await tabTo(page, app.offer('Sixes'), 'the Sixes offer', { back: true })
      await page.keyboard.press('Space')
      await expectFocus(page, firstFace, 'the dice pad after a write')
      expect(await app.turn()).toBe('Round 2 of 15 · Bo’s turn')

      // Undo takes Anna's Sixes back; focus stays on Undo, ready for another.
      const undo = page.getByRole('button', { name: 'Undo' })
      await tabTo(page, undo, 'Undo', { back: true })
      await page.keyboard.press('Enter')
      await expect.poll(() => app.turn()).toBe('Round 2 of 15 · Anna’s turn')
      await expect
        .poll(() => status.innerText())
        .toBe('Last write undone. Round 2 of 15 · Anna’s turn')
      await expectFocus(page, undo, 'Undo')

      // The hints switch keeps focus through its save, on and off.
      const hints = page.getByRole('button', { name: 'Hints', exact: true })
      await tabTo(page, hints, 'Hints', { back: true })
      await page.keyboard.press('Enter')
      await expect.poll(() => hints.getAttribute('aria-pressed')).toBe('true')
      await expectFocus(page, hints, 'Hints, switched on')
      await page.keyboard.press('Enter')
      await expect.poll(() => hints.getAttribute('aria-pressed')).toBe('false')
      await expectFocus(page, hints, 'Hints, switched off')

      // A correction: the dialog takes focus, its scores come first, digits start its own dice
      // pad, Escape cancels.
      const fullHouse = page.getByRole('button', { name: 'Full house, Anna: 19' })
      await tabTo(page, fullHouse, 'Anna’s Full house')
      await page.keyboard.press('Enter')
      const correction = page.getByRole('dialog', { name: 'Correct Full house for Anna' })
      await expect.poll(() => hasFocus(correction)).toBe(true)
      await page.keyboard.press('Shift+Tab')
      await expectFocus(
        page,
        correction.getByRole('button', { name: 'Cancel' }),
        'the last control',
      )
      await page.keyboard.press('Tab')
      await expectFocus(
        page,
        correction.getByRole('radio', { name: 'Number' }),
        'the first control',
      )
      await page.keyboard.press('Escape')
      await correction.waitFor({ state: 'detached' })
      await expectFocus(page, fullHouse, 'the Full house box that opened the dialog')

      await page.keyboard.press('Enter')
      await expect.poll(() => hasFocus(correction)).toBe(true)
      await page.keyboard.type('22666')
      const save = correction.getByRole('button', { name: 'Save correction' })
      await tabTo(page, save, 'Save correction')
      await page.keyboard.press('Enter')
      await correction.waitFor({ state: 'detached' })
      const corrected = page.getByRole('button', { name: 'Full house, Anna: 22' })
      await expectFocus(page, corrected, 'the corrected box')
      await expect.poll(() => status.innerText()).toBe('Full house of Anna corrected.')

      // A score's chip is one Enter away too.
      await page.keyboard.press('Enter')
      await expect.poll(() => hasFocus(correction)).toBe(true)
      await tabTo(page, correction.getByRole('button', { name: '19', exact: true }), 'the chip 19')
      await page.keyboard.press('Enter')
      await correction.waitFor({ state: 'detached' })
      await expectFocus(page, fullHouse, 'the box corrected back to 19')
      expect(await app.turn()).toBe('Round 2 of 15 · Anna’s turn')
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})

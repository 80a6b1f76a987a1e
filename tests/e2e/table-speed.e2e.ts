import { afterAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { launch, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'
import { MAXI_BOX_NAMES as MAXI_BOXES, PERFECT_YATZY } from '../helpers/yatzy-sheet'

const PHONE = { width: 360, height: 740 }
const SIX = ['Anna', 'Bo', 'Charlotte', 'Dan', 'Eve-Marie', 'Fredrik']

/**
 * A tap as a thumb makes it: at the target's place on the screen as it is, without letting the
 * browser scroll it into view first. Fails if the target is not fully on screen or the page had
 * to be scrolled. Counts the taps.
 */
class Thumb {
  taps = 0
  constructor(private readonly page: Page) {}

  async tap(target: Locator, what: string) {
    // One look at the page for everything a thumb needs (one round trip instead of four): where
    // the target stands, whether the page was scrolled, and what lies at its middle. The look
    // waits for the target to be there; one that is there but not yet shown is waited for.
    const look = () =>
      target.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const x = r.x + r.width / 2
        const y = r.y + r.height / 2
        const top = document.elementFromPoint(x, y)
        return {
          box: { x: r.x, y: r.y, width: r.width, height: r.height },
          scroll: { scrollX: window.scrollX, scrollY: window.scrollY },
          onTop: el.contains(top),
          cover: top?.className ?? 'nothing',
        }
      })
    let seen = await look()
    if (seen.box.width * seen.box.height === 0) {
      await target.waitFor()
      seen = await look()
    }
    const { box } = seen
    expect(box.width * box.height, `${what} has no box`).toBeGreaterThan(0)
    const inView =
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= PHONE.width + 0.5 &&
      box.y + box.height <= PHONE.height + 0.5
    expect(inView, `${what} at ${JSON.stringify(box)} is not on the 360×740 screen`).toBe(true)
    expect(seen.scroll, `the page was scrolled before tapping ${what}`).toEqual({
      scrollX: 0,
      scrollY: 0,
    })
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    // Nothing lies on top of it there (a notice, a dialog, a sticky bar).
    if (!seen.onTop) {
      // Say what lies there and where the target is now: a cover, or a target that moved.
      const now = await target.boundingBox()
      expect.fail(
        `${what} is covered where it stood by "${seen.cover}"; it is now at ${JSON.stringify(now)}`,
      )
    }
    await this.page.mouse.click(x, y)
    this.taps++
  }
}

describe('a turn at the table on a 360×740 phone', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('plays a whole 6-player Maxi Yatzy game box-first: two taps a turn, every target on screen', async () => {
    const session = await launch(undefined, PHONE)
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await app.newGame('Maxi Yatzy', SIX)
      const thumb = new Thumb(page)
      for (let round = 0; round < MAXI_BOXES.length; round++) {
        const box = MAXI_BOXES[round]!
        for (let player = 0; player < SIX.length; player++) {
          const before = thumb.taps
          const turn = await app.turn()
          await thumb.tap(
            page.getByRole('button', { name: `${box}: enter the score`, exact: true }),
            `${box} (round ${round + 1}, ${SIX[player]})`,
          )
          const highest = page.getByRole('dialog').locator('.picker__choice').last()
          await thumb.tap(highest, `the top score of ${box}`)
          await expect.poll(() => app.turn()).not.toBe(turn)
          expect(thumb.taps - before, 'taps this turn').toBe(2)
        }
      }
      await page
        .getByText('Shared win: Anna, Bo, Charlotte, Dan, Eve-Marie, and Fredrik!')
        .waitFor()
      // Every box at its most, with the bonus: Maxi Yatzy's maximum of 649 (full straight 21).
      for (let player = 0; player < SIX.length; player++) expect(await app.total(player)).toBe(649)
      // The final standings are what is in view and focused after the last write.
      const heading = page.getByRole('heading', { name: 'Final score' })
      await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true)
      const top = await heading.boundingBox()
      expect(top!.y).toBeGreaterThanOrEqual(0)
      expect(top!.y).toBeLessThan(PHONE.height)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })

  it('plays a whole 6-player Yatzy game dice-first with every tap on screen', async () => {
    const session = await launch(undefined, PHONE)
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await app.newGame('Yatzy', SIX)
      const thumb = new Thumb(page)
      for (const [dice, box] of PERFECT_YATZY) {
        for (let player = 0; player < SIX.length; player++) {
          const before = thumb.taps
          const turn = await app.turn()
          for (const face of dice) {
            await thumb.tap(page.getByRole('button', { name: `Add a ${face}` }), `face ${face}`)
          }
          await thumb.tap(app.offer(box), `${box} for ${dice}`)
          await expect.poll(() => app.turn()).not.toBe(turn)
          expect(thumb.taps - before, 'taps this turn').toBe(6)
          // The next player starts on an empty pad.
          expect(await page.locator('.dice-pad__die').count()).toBe(0)
        }
      }
      await page.getByRole('heading', { name: 'Final score' }).waitFor()
      for (let player = 0; player < SIX.length; player++) expect(await app.total(player)).toBe(374)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })

  it('keeps the dice pad still while the browser is asked whether there is a camera', async () => {
    const session = await launch(undefined, PHONE)
    try {
      const { page } = session
      // The answer is held back until the test lets it through, as a slow phone might.
      await page.addInitScript(() => {
        const devices = navigator.mediaDevices
        const ask = devices.enumerateDevices.bind(devices)
        const answered = new Promise<void>((resolve) => {
          ;(window as unknown as { answerCamera: () => void }).answerCamera = resolve
        })
        devices.enumerateDevices = () => answered.then(ask)
      })
      const app = new AppDriver(page)
      await app.openHome()
      await app.newGame('Yatzy', ['Anna', 'Bo'])
      const face = page.getByRole('button', { name: 'Add a 1' })
      const asking = await face.boundingBox()
      await page.evaluate(() => (window as unknown as { answerCamera: () => void }).answerCamera())
      await page.getByRole('button', { name: 'Camera: not on this device' }).waitFor()
      expect(await face.boundingBox()).toEqual(asking)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })

  it('keeps the current column in view on every turn at 200 % text with 4 players', async () => {
    const session = await launch(undefined, PHONE)
    try {
      const { page } = session
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } })
      const app = new AppDriver(page)
      await app.openHome()
      await app.newGame('Yatzy', ['Anna', 'Bo', 'Charlotte', 'Dan'])
      // Each turn: look at the full sheet, then play from the turn screen.
      await app.showSheet()
      for (let turn = 0; turn < 4 * 4; turn++) {
        const current = page.locator('.sheet thead th[aria-current="true"]')
        const name = ['Anna', 'Bo', 'Charlotte', 'Dan'][turn % 4]!
        await expect.poll(() => current.innerText()).toContain(name.slice(0, 3))
        const seen = await current.evaluate((th) => {
          const wrap = th.closest('.sheet-wrap')!.getBoundingClientRect()
          const cell = th.getBoundingClientRect()
          const labels = th
            .closest('table')!
            .querySelector('.sheet__corner')!
            .getBoundingClientRect()
          return (
            cell.left >= labels.right - 1 &&
            cell.right <= wrap.right + 1 &&
            cell.top >= 0 &&
            cell.bottom <= window.innerHeight
          )
        })
        expect(seen, `${name}'s column in view on turn ${turn + 1}`).toBe(true)
        await app.showSheet(false)
        await app.play('66612', ['Ones', 'Twos', 'Threes', 'Fours'][Math.floor(turn / 4)]!)
        await app.showSheet()
      }
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})

import { afterAll, describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { launch, removeProfile } from './support/browser'
import { audit, type Violation } from './support/axe'
import { AppDriver, PERFECT_YATZY } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

/** One paragraph per rule: what it asks, where it failed, and a few of the elements at fault. */
function report(found: Violation[]): string {
  const byRule = new Map<string, Violation[]>()
  for (const v of found) byRule.set(v.rule, [...(byRule.get(v.rule) ?? []), v])
  return [...byRule.values()]
    .map((violations) => {
      const first = violations[0]!
      const nodes = [...new Set(violations.flatMap((v) => v.nodes))]
      return [
        `${first.rule} [${first.impact}]: ${first.help}`,
        `  on: ${violations.map((v) => v.where).join('; ')}`,
        ...nodes.slice(0, 6).map((node) => `  - ${node}`),
        ...(nodes.length > 6 ? [`  … and ${nodes.length - 6} more elements`] : []),
      ].join('\n')
    })
    .join('\n\n')
}

/** The control exists under its name in words and shows `text` (a symbol) on screen. */
async function expectNamed(control: Locator, text: string | RegExp) {
  expect(await control.count()).toBe(1)
  const shown = await control.innerText()
  if (typeof text === 'string') expect(shown).toBe(text)
  else expect(shown).toMatch(text)
}

describe('accessibility of every screen (axe-core, light and dark)', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('has no WCAG A/AA violations anywhere', async () => {
    // The app's CSP (script-src 'self') rightly refuses an injected script: only this test's
    // context bypasses it. A tall viewport keeps the sticky dice pad from covering the sheet.
    const session = await launch(
      undefined,
      { width: 390, height: 2400 },
      {
        bypassCSP: true,
        // The first visit's "works offline" notice is on screen too.
        serviceWorkers: 'allow',
      },
    )
    const found: Violation[] = []
    try {
      const page = session.page
      const app = new AppDriver(page)
      await app.openHome()
      await audit(page, 'home, first visit', found)

      // Game B first, so that history, review and statistics have a finished game.
      await app.newGame('Yatzy', ['Anna', 'Bo'])
      for (const [dice, box] of PERFECT_YATZY) {
        await app.play(dice, box)
        await app.play('12346', box)
      }
      await page.getByText('Anna wins!').waitFor()
      await audit(page, 'game over', found)
      await page.getByRole('button', { name: 'Review the choices' }).click()
      await page.locator('.advice-review__player').first().waitFor({ timeout: 60_000 })
      await page.locator('.advice-review__player summary').first().click()
      await audit(page, 'game over, compared with perfect play', found)

      // New game with six players and a seventh refused.
      await app.openHome()
      await page.getByRole('link', { name: 'New game' }).click()
      await page.getByRole('radio', { name: /^Yahtzee/ }).check()
      for (const name of ['Joe', 'Ann', 'Cy', 'Di', 'Ed', 'Flo', 'Gus']) {
        await page.getByPlaceholder('Player name').fill(name)
        await page.getByPlaceholder('Player name').press('Enter')
      }
      await page.getByText('A game has at most 6 players.').waitFor()
      await audit(page, 'new game, seven players tried', found)
      // Symbol buttons say in words what they do.
      // The same header as every screen outside the game: the way home says so in words too.
      await expectNamed(page.getByRole('link', { name: 'Home', exact: true }), /^⌂\s+Home$/)
      await expectNamed(page.getByRole('button', { name: 'Move Ann up' }), '↑')
      await expectNamed(page.getByRole('button', { name: 'Move Ann down' }), '↓')
      await expectNamed(page.getByRole('button', { name: 'Remove Ann' }), '✕')
      for (const name of ['Cy', 'Di', 'Ed', 'Flo']) {
        await page.getByRole('button', { name: `Remove ${name}` }).click()
      }
      await page.getByRole('button', { name: 'Start game' }).click()
      await page.locator('.game__turn').waitFor()
      await audit(page, 'game, empty pad', found)
      await expectNamed(page.getByRole('button', { name: 'Keep the screen on' }), 'Screen on')
      await expectNamed(page.getByRole('button', { name: 'Undo', exact: true }), /^↶\s+Undo$/)

      // Joe's Yahtzee, Ann's scratch, then Joe's second Yahtzee: the joker strikes boxes through.
      await app.enterDice('44444')
      await app.offer('Yahtzee').waitFor()
      await audit(page, 'game, offers', found)
      await app.write('Yahtzee')
      await app.enterDice('12346')
      await app.offer('Yahtzee').click()
      await page.getByRole('alertdialog').waitFor()
      await audit(page, 'game, scratch dialog', found)
      const annsTurn = await app.turn()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Scratch' }).click()
      // Joe's dice once his turn is on screen: typed while Ann's scratch is stored, they were hers.
      await expect.poll(() => app.turn()).not.toBe(annsTurn)
      await app.enterDice('44444')
      await expect.poll(() => app.offer('Fours').count()).toBe(1)
      await audit(page, 'game, joker (struck-through boxes)', found)
      await app.write('Fours')

      // Box-first: Ann's Fours 20 might have been five 4s, and her Yahtzee box is filled.
      await page.getByRole('button', { name: 'Fours: enter the score' }).click()
      await page.getByRole('dialog').waitFor()
      await audit(page, 'game, box-first scores', found)
      await page.getByRole('dialog').getByRole('button', { name: '20', exact: true }).click()
      await page.getByText('Was it a Yahtzee (five alike)?').waitFor()
      await audit(page, 'game, box-first Yahtzee question', found)
      const turn = await app.turn()
      await page.getByRole('dialog').getByRole('button', { name: 'No', exact: true }).click()
      await expect.poll(() => app.turn()).not.toBe(turn)

      await app.showSheet()
      await audit(page, 'game, full sheet', found)
      await page.getByRole('button', { name: 'Yahtzee, Joe: 50' }).click()
      await page.getByRole('dialog').waitFor()
      await audit(page, 'game, correction dialog (scores)', found)
      await page.getByRole('dialog').getByText('Dice', { exact: true }).click()
      await audit(page, 'game, correction dialog (dice)', found)
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await app.showSheet(false)

      // Hints: the advisor's keeps before the last roll, its box and costs after it.
      await page.getByRole('button', { name: 'Hints', exact: true }).click()
      await app.enterDice('22456')
      await page.locator('.hints__keeps').waitFor({ timeout: 60_000 })
      await audit(page, 'game, hints before the last roll', found)
      await page.getByRole('radio', { name: 'the last roll' }).check()
      await page.locator('[aria-label*="the advisor\'s choice"]').waitFor()
      await audit(page, 'game, hints after the last roll', found)

      // Maxi Yatzy: six dice and the rolls-used picker.
      await app.openHome()
      await page.getByRole('heading', { name: 'Games in progress' }).waitFor()
      await audit(page, 'home, games in progress', found)
      await page.getByRole('link', { name: 'New game' }).click()
      await page.getByRole('radio', { name: /^Maxi Yatzy/ }).check()
      await audit(page, 'new game, Maxi Yatzy options', found)
      await page.getByPlaceholder('Player name').fill('Max')
      await page.getByRole('button', { name: 'Add player' }).click()
      await page.getByRole('button', { name: 'Start game' }).click()
      await page.locator('.game__turn').waitFor()
      await app.enterDice('666555')
      await app.offer('Sixes').waitFor()
      await audit(page, 'game, Maxi Yatzy', found)

      // A computer player and a person rolling in the app.
      await app.openHome()
      await page.getByRole('link', { name: 'New game' }).click()
      await page.getByPlaceholder('Player name').fill('Vera')
      await page.getByRole('button', { name: 'Add player' }).click()
      await page.getByRole('button', { name: 'Add a computer' }).click()
      await page.getByRole('checkbox', { name: 'Vera' }).check()
      await audit(page, 'new game, a computer and dice in the app', found)
      await page.getByRole('button', { name: 'Start game' }).click()
      await page.locator('.game__turn').waitFor()
      await audit(page, 'game, dice in the app before the roll', found)
      await page.getByRole('button', { name: 'Roll (3 left)' }).click()
      await page.locator('.tray__die').first().click()
      await audit(page, 'game, dice in the app, one held', found)
      await app.write(
        (await page
          .locator('.turn-grid button:not([disabled])[aria-label*="for this roll"]')
          .first()
          .getAttribute('aria-label'))!.split(':')[0]!,
      )
      await page.getByText('Computer (Medium) is playing…').waitFor()
      await audit(page, "game, a computer's turn", found)

      await app.openHome()
      await page.getByRole('link', { name: 'Roll checker' }).click()
      await page.getByRole('heading', { name: 'Roll checker' }).waitFor()
      await audit(page, 'roll checker, no dice', found)
      await app.enterDice('22555')
      await page.locator('.checker__table').waitFor()
      await audit(page, 'roll checker, dice', found)
      await page.getByRole('checkbox', { name: /advice/i }).check()
      await page.getByRole('textbox', { name: 'Ones' }).fill('7')
      await page.locator('.hints__best, .hints__keeps').first().waitFor({ timeout: 60_000 })
      await audit(page, 'roll checker, advice for a made-up sheet', found)

      await app.openHome()
      await page.getByRole('link', { name: 'Past games' }).click()
      await page.locator('.history-entry').first().waitFor()
      await audit(page, 'history', found)
      await page.locator('.history-entry a').first().click()
      await page.locator('.review .page-header__title').waitFor()
      await audit(page, 'review', found)
      await page.getByRole('button', { name: 'Delete game' }).click()
      await page.getByRole('alertdialog').waitFor()
      await audit(page, 'review, delete dialog', found)
      await page.keyboard.press('Escape')

      await app.openHome()
      await page.getByRole('link', { name: 'Statistics' }).click()
      await page.getByLabel('Player').selectOption('Anna')
      await page.getByRole('table', { name: 'Summary for Anna' }).waitFor()
      await audit(page, 'statistics', found)

      await app.openHome()
      await page.getByRole('link', { name: 'Settings' }).click()
      await page.getByRole('heading', { name: 'Settings' }).waitFor()
      await audit(page, 'settings', found)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
    if (found.length > 0) console.log(`axe-core found:\n\n${report(found)}`)
    expect(found.map((v) => `${v.where}: ${v.rule}`)).toEqual([])
    // Some thirty screens, each audited twice: give a busy machine the time it needs.
  }, 240_000)
})

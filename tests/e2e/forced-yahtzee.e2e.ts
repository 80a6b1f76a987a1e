import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import type { Sheet } from '@/rules'
import { launch, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { pastGameTotal, sharedPictureText } from './support/sheet-read'
import { expectOwnOriginAndNoErrors } from './support/own-origin'
import { LAYOUTS, refLegalMoves, refTotals } from '../helpers/rules-reference'

/**
 * Anna's and Bo's rolls, round by round, for Yahtzee played with the boxes in order. Counted by
 * hand: Anna 71 up top (bonus 35), 3K 23, 4K 14, full house 25, straights 30 + 40, Yahtzee 50,
 * five 6s in Chance 30 + 100: 418. Bo 45 up top (no bonus), 3K 12, 4K scratched, full house 25,
 * straights 30 + 40, Yahtzee scratched, five 6s in Chance 30 and no +100 (the box holds 0): 182.
 */
const ROUNDS: [box: string, anna: string, bo: string][] = [
  ['Ones', '11156', '11234'],
  ['Twos', '22223', '22134'],
  ['Threes', '33344', '33312'],
  ['Fours', '44411', '44123'],
  ['Fives', '55522', '55123'],
  ['Sixes', '66661', '66123'],
  ['Three of a kind', '44456', '33312'],
  ['Four of a kind', '22226', '12345'],
  ['Full house', '33555', '22333'],
  ['Small straight', '12346', '12346'],
  ['Large straight', '12345', '23456'],
  ['Yahtzee', '44444', '12345'],
  ['Chance', '66666', '66666'],
]
const HAND_COUNTED = { anna: 418, bo: 182 }
const HOUSE_LINE = 'House rules: Fill the boxes in order'

type Shown = { anna: number; bo: number }

/** The independent scorer (tests/helpers/rules-reference.ts) plays the same rolls in order. */
function refereeTotals(rounds: number): { totals: Shown; bonus: Shown } {
  const sheets: Sheet[] = [{ scores: {} }, { scores: {} }]
  const extras = [0, 0]
  for (const [, ...rolls] of ROUNDS.slice(0, rounds)) {
    rolls.forEach((roll, player) => {
      const dice = [...roll].map(Number)
      const sheet = sheets[player]!
      const [move] = refLegalMoves('yahtzee', sheet, dice, 21, true)
      // +100 for five alike while the Yahtzee box holds 50 (rules-reference counts the bonuses).
      if (dice.every((d) => d === dice[0]) && sheet.scores.yahtzee === 50) extras[player]!++
      sheets[player] = { scores: { ...sheet.scores, [move!.box]: move!.score } }
    })
  }
  const [anna, bo] = sheets.map((sheet, i) => refTotals('yahtzee', sheet, extras[i]))
  return {
    totals: { anna: anna!.total, bo: bo!.total },
    bonus: { anna: anna!.bonus, bo: bo!.bonus },
  }
}

async function picture(page: Page, folder: string): Promise<{ totals: Shown; text: string }> {
  const text = await sharedPictureText(page, folder)
  const line = text.split('\n').find((l) => l.startsWith('Total: '))!
  const [anna, bo] = line.slice('Total: '.length).split(' | ').map(Number)
  return { totals: { anna: anna!, bo: bo! }, text }
}

async function pastGames(page: Page): Promise<Shown> {
  await page.getByRole('link', { name: 'Home' }).click()
  await page.getByRole('link', { name: 'Past games' }).click()
  const entry = page.getByRole('listitem').filter({ hasText: 'Anna' })
  await entry.waitFor()
  return { anna: await pastGameTotal(entry, 'Anna'), bo: await pastGameTotal(entry, 'Bo') }
}

describe('a Forced Yahtzee game (Yahtzee with the boxes in order) in Chromium', () => {
  const downloads = mkdtempSync(join(tmpdir(), 'yatzy-pad-forced-'))
  afterAll(() => {
    rmSync(downloads, { recursive: true, force: true })
    expectOwnOriginAndNoErrors()
  })

  it('plays to the end box by box, survives a reload, and every surface shows its totals', async () => {
    expect(refereeTotals(ROUNDS.length).totals).toEqual(HAND_COUNTED)
    expect(LAYOUTS.yahtzee.boxes).toHaveLength(ROUNDS.length)
    const session = await launch()
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await app.setUpTable('Yahtzee', ['Anna', 'Bo'])
      await page.getByRole('button', { name: /^House rules/ }).click()
      await page.getByRole('checkbox', { name: 'Fill the boxes in order', exact: true }).check()
      await page.getByRole('button', { name: 'Start game' }).click()
      await page.locator('.game__turn').waitFor()

      for (const [round, [box, anna, bo]] of ROUNDS.entries()) {
        if (round === 7) {
          // Halfway: a reload keeps every written box, and the order goes on from Four of a kind.
          await page.reload()
          await page.locator('.game__turn').waitFor()
          expect(await app.turn()).toBe('Round 8 of 13 · Anna’s turn')
          const halfway = refereeTotals(7).totals
          expect({ anna: await app.total(0), bo: await app.total(1) }).toEqual(halfway)
          await app.showSheet(false)
        }
        await app.enterDice(anna)
        // Only the next box takes the roll; a later box waits, not struck as a scratch.
        const later = ROUNDS[round + 1]?.[0]
        if (later) {
          const waiting = page.getByRole('button', {
            name: `${later}: not yet, the boxes are filled in order`,
          })
          await waiting.waitFor()
          expect(await waiting.isDisabled()).toBe(true)
        }
        await app.offer(box).waitFor()
        await app.write(box)
        await app.play(bo, box)
      }

      const { totals, bonus } = refereeTotals(ROUNDS.length)
      await page.getByText('Anna wins!').waitFor()
      expect({ anna: await app.total(0), bo: await app.total(1) }, 'the final sheet').toEqual(
        totals,
      )
      expect(bonus).toEqual({ anna: 35, bo: 0 })
      await expect.poll(() => page.getByTestId('house-rules').innerText()).toBe(HOUSE_LINE)
      const shared = await picture(page, downloads)
      expect(shared.totals, 'the shared picture').toEqual(totals)
      expect(shared.text).toContain(HOUSE_LINE)
      expect(await pastGames(page), 'Past games').toEqual(totals)
      await page.getByRole('listitem').filter({ hasText: 'Anna' }).getByRole('link').click()
      await page.getByRole('heading', { name: 'Yahtzee', level: 1 }).waitFor()
      await expect.poll(() => page.getByTestId('house-rules').innerText()).toBe(HOUSE_LINE)
      expect({ anna: await app.total(0), bo: await app.total(1) }, 'the review').toEqual(totals)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})

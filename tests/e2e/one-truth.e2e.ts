import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { launch, removeProfile } from './support/browser'
import { AppDriver } from './support/app'
import { setFamilyHouseRules } from '../fixtures/house-rules-ui'
import { expectOwnOriginAndNoErrors } from './support/own-origin'
import { pngText } from '@/share/png-text'

/**
 * Anna's and Bo's turns, round by round, with what each pays under this table's house rules
 * (upper bonus 35 at 63, full house a fixed 25), counted by hand.
 */
const ROUNDS: [box: string, anna: string, bo: string][] = [
  ['Ones', '11123', '11234'], // 3, 2
  ['Twos', '22213', '22134'], // 6, 4
  ['Threes', '33312', '33312'], // 9, 9
  ['Fours', '44412', '44123'], // 12, 8
  ['Fives', '55512', '55123'], // 15, 10
  ['Sixes', '66612', '66123'], // 18, 12: Anna 63 up top (bonus 35), Bo 45 (none)
  ['One pair', '66123', '55123'], // 12, 10
  ['Two pairs', '55661', '33441'], // 22, 14
  ['Three of a kind', '66612', '44412'], // 18, 12
  ['Four of a kind', '66661', '33331'], // 24, 12
  ['Small straight', '12345', '12345'], // 15, 15
  ['Large straight', '23456', '23456'], // 20, 20
  ['Full house', '22255', '33366'], // 25, 25 (the rule book: 16, 21)
  ['Chance', '66655', '12345'], // 28, 15
  ['Yatzy', '66666', '22222'], // 50, 50
]
/** 63 + 35 + 214 and 45 + 173; by the rule book they would be 318 and 214. */
const TOTALS = { anna: 312, bo: 218 }
const BONUS = { anna: 35, bo: 0 }
const HOUSE_LINE = 'House rules: bonus 35 at 63 · Full house 25'

/** Anna's and Bo's figures as one surface shows them. */
type Shown = { anna: number; bo: number }

/** The final score: the game-over standings and the sheet's Total row. */
async function finalScore(page: Page, app: AppDriver): Promise<Shown> {
  await page.getByText('Anna wins!').waitFor()
  return { anna: await app.total(0), bo: await app.total(1) }
}

/** The shared picture, as the file it saves: the words it carries beside its pixels. */
async function picture(page: Page, folder: string): Promise<{ totals: Shown; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Share as picture' }).first().click(),
  ])
  const file = join(folder, download.suggestedFilename())
  await download.saveAs(file)
  const text = pngText(new Uint8Array(readFileSync(file)), 'Description')
  expect(text, 'the picture carries its words').not.toBeNull()
  const cells = (label: string) => {
    const line = text!.split('\n').find((l) => l.startsWith(`${label}: `))
    expect(line, `the picture's ${label} row`).toBeDefined()
    return line!
      .slice(label.length + 2)
      .split(' | ')
      .map(Number)
  }
  const [anna, bo] = cells('Total')
  const [annaBonus, boBonus] = cells('Bonus (63)')
  expect({ anna: annaBonus, bo: boBonus }, 'the picture’s bonus').toEqual(BONUS)
  return { totals: { anna: anna!, bo: bo! }, text: text! }
}

/** Past games: the finished game's row in the list. */
async function pastGames(page: Page): Promise<Shown> {
  await page.getByRole('link', { name: 'Home' }).click()
  await page.getByRole('link', { name: 'Past games' }).click()
  const entry = page.getByRole('listitem').filter({ hasText: 'Anna' })
  await entry.waitFor()
  const total = (name: string) =>
    entry
      .locator('.history-entry__player')
      .filter({ hasText: name })
      .locator('.history-entry__total')
      .innerText()
  return { anna: Number(await total('Anna')), bo: Number(await total('Bo')) }
}

/** The review, opened from Past games: its sheet on the last round, and its house-rules line. */
async function review(page: Page, app: AppDriver): Promise<Shown> {
  await page.getByRole('listitem').filter({ hasText: 'Anna' }).getByRole('link').click()
  await page.getByRole('heading', { name: 'Yatzy', level: 1 }).waitFor()
  await expect.poll(() => page.getByTestId('house-rules').innerText()).toBe(HOUSE_LINE)
  return { anna: await app.total(0), bo: await app.total(1) }
}

describe('one game, one truth: a house-rules game shows its own numbers everywhere', () => {
  const downloads = mkdtempSync(join(tmpdir(), 'yatzy-pad-truth-'))
  afterAll(() => {
    rmSync(downloads, { recursive: true, force: true })
    expectOwnOriginAndNoErrors()
  })

  it('final score, the shared picture, Past games and the review', async () => {
    const session = await launch()
    try {
      const { page } = session
      const app = new AppDriver(page)
      await app.openHome()
      await app.setUpTable('Yatzy', ['Anna', 'Bo'])
      await setFamilyHouseRules(page)
      await page.getByRole('button', { name: 'Start game' }).click()
      await page.locator('.game__turn').waitFor()
      for (const [box, anna, bo] of ROUNDS) {
        await app.play(anna, box)
        await app.play(bo, box)
      }

      // Each surface in turn; every one must show the game's own totals.
      expect(await finalScore(page, app), 'the final score').toEqual(TOTALS)
      const shared = await picture(page, downloads)
      expect(shared.totals, 'the shared picture').toEqual(TOTALS)
      expect(shared.text, 'the picture names the house rules').toContain(HOUSE_LINE)
      expect(await pastGames(page), 'Past games').toEqual(TOTALS)
      expect(await review(page, app), 'the review').toEqual(TOTALS)
      const again = await picture(page, downloads)
      expect(again.totals, 'the picture shared from the review').toEqual(TOTALS)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})

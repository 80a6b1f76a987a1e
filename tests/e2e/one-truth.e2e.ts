import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { launch, origin, removeProfile, type Session } from './support/browser'
import { AppDriver } from './support/app'
import { HandOffDriver } from './support/handoff'
import {
  cellTexts,
  pastGameTotal,
  scoreboardTotals,
  sharedPictureText,
  sheetRowCells,
} from './support/sheet-read'
import { startWithFamilyHouseRules } from '../fixtures/house-rules-ui'
import { expectOwnOriginAndNoErrors } from './support/own-origin'
import {
  figures,
  HOUSE_LINE,
  HOUSE_RULES,
  ROUNDS,
  RULE_BOOK,
  runningTotals,
} from './support/house-rules-game'
import { parseBackup } from '@/db/backup-parse'

/** Anna's and Bo's figures as one surface shows them. */
type Shown = { anna: number; bo: number }

// The scorer's numbers, checked against a count by hand: 63 + 35 + 214 and 45 + 173.
const anna = figures(0, HOUSE_RULES)
const bo = figures(1, HOUSE_RULES)
const TOTALS: Shown = { anna: anna.total, bo: bo.total }
const BONUS: Shown = { anna: anna.bonus, bo: bo.bonus }
const RUNNING = runningTotals(HOUSE_RULES)
/** The round after which Anna's upper section reaches 63 and pays its bonus. */
const SIXES = ROUNDS.findIndex(([box]) => box === 'Sixes') + 1
const KIND = 'Yatzy (House rules: bonus 35 at 63 · Full house 25)'

/** A table's rows as cell texts, found by its accessible name. */
function rows(page: Page, role: 'table' | 'group', name: string): Promise<string[][]> {
  return cellTexts(page.getByRole(role, { name, exact: true }))
}

/** The scoreboard above the turn: Anna's and Bo's totals as their chips show them. */
async function scoreboard(page: Page): Promise<Shown> {
  const [anna, bo] = await scoreboardTotals(page)
  return { anna: anna!, bo: bo! }
}

/** The full sheet: a row's cells by its label, Anna's and Bo's, as written. */
async function sheetRow(page: Page, app: AppDriver, label: string): Promise<string[]> {
  // Open by itself once the game is over and in the review; behind "Full sheet" while playing.
  if (!(await page.locator('.sheet').isVisible())) await app.showSheet()
  const row = await sheetRowCells(page, label)
  expect(row, `the sheet's ${label} row`).toBeDefined()
  return row!
}
/** The sheet's bonus cells: a tick and the bonus where reached, a cross where out of reach. */
const BONUS_CELLS = [`✓ ${BONUS.anna}`, '✗']

/** The final score: the standings' own lines ("1. Anna 312 points bonus 35"). */
async function finalScore(page: Page): Promise<string[]> {
  await page.getByText('Anna wins!').waitFor()
  return page.locator('.game-over__standings li').allInnerTexts()
}

/** The shared picture, as the file it saves: the words it carries beside its pixels. */
async function picture(page: Page, folder: string): Promise<{ totals: Shown; text: string }> {
  const text = await sharedPictureText(page, folder)
  expect(text, 'the picture carries its words').not.toBe('')
  const cells = (label: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${label}: `))
    expect(line, `the picture's ${label} row`).toBeDefined()
    return line!
      .slice(label.length + 2)
      .split(' | ')
      .map(Number)
  }
  const [annaTotal, boTotal] = cells('Total')
  const [annaBonus, boBonus] = cells('Bonus (63)')
  expect({ anna: annaBonus, bo: boBonus }, 'the picture’s bonus').toEqual(BONUS)
  const [annaFull, boFull] = cells('Full house')
  expect([annaFull, boFull], 'the picture’s full house').toEqual([25, 25])
  return { totals: { anna: annaTotal!, bo: boTotal! }, text: text! }
}

/** Past games: the finished game's row in the list, and its house-rules line. */
async function pastGames(page: Page): Promise<Shown> {
  await page.goto(`${origin()}/#/history`)
  const entry = page.getByRole('listitem').filter({ hasText: 'Anna' })
  await entry.waitFor()
  // The list only marks the game as played under house rules; its review names them.
  expect(await entry.getByTestId('house-rules').innerText()).toBe('House rules')
  return { anna: await pastGameTotal(entry, 'Anna'), bo: await pastGameTotal(entry, 'Bo') }
}

/** The review on screen: its house-rules line and its sheet's totals for the round shown. */
async function reviewSheet(page: Page, app: AppDriver): Promise<Shown> {
  await page.getByRole('heading', { name: 'Yatzy', level: 1 }).waitFor()
  await expect.poll(() => page.getByTestId('house-rules').innerText()).toBe(HOUSE_LINE)
  return { anna: await app.total(0), bo: await app.total(1) }
}

/** Steps the review back to the round, one tap on "Previous round" at a time. */
async function stepBackTo(page: Page, round: number) {
  const stepper = page.getByRole('group', { name: 'Step through the rounds' })
  const label = () => stepper.locator('label').innerText()
  while ((await label()) !== `Round ${round} of ${ROUNDS.length}`) {
    const before = await label()
    await stepper.getByRole('button', { name: 'Previous round' }).click()
    await expect.poll(label).not.toBe(before)
  }
}

/** Statistics for the game's kind: Anna's and Bo's summaries and the head-to-head tables. */
async function statistics(page: Page) {
  await page.goto(`${origin()}/#/stats`)
  await page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor()
  await page.getByRole('combobox', { name: 'Game' }).selectOption({ label: KIND })
  const summary = async (name: string) => {
    await page.getByRole('combobox', { name: 'Player' }).selectOption({ label: name })
    const caption = `Summary for ${name}`
    await expect.poll(() => rows(page, 'group', caption).then((r) => r[0])).toEqual(['', KIND])
    return rows(page, 'group', caption)
  }
  return {
    anna: await summary('Anna'),
    bo: await summary('Bo'),
    leaderboard: await rows(page, 'group', 'Leaderboard'),
    pairs: await rows(page, 'group', `Pairs in ${KIND}`),
    text: await page.locator('main').innerText(),
  }
}

/** The backup file of every game, exported from Settings, read back as the app reads it. */
async function backup(page: Page, folder: string) {
  await page.goto(`${origin()}/#/settings`)
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export all games' }).click(),
  ]).catch(async (error: unknown) => {
    // What the screen said instead (a refusal, "Exporting…" still), for the one run in many
    // where no file came.
    const said = await page.locator('main').innerText()
    throw new Error(`No backup file was downloaded; the screen said:\n${said}`, { cause: error })
  })
  const file = join(folder, download.suggestedFilename())
  await download.saveAs(file)
  const text = readFileSync(file, 'utf8')
  const raw = JSON.parse(text) as { games: { result?: { totals: number[] } }[] }
  return { stored: raw.games.map((g) => g.result?.totals), read: parseBackup(text) }
}

describe('one game, one truth: a house-rules game shows its own numbers everywhere', () => {
  const downloads = mkdtempSync(join(tmpdir(), 'yatzy-pad-truth-'))
  const sessions: Session[] = []
  afterAll(async () => {
    for (const session of sessions) {
      await session.context.close()
      removeProfile(session.profileDir)
    }
    rmSync(downloads, { recursive: true, force: true })
    expectOwnOriginAndNoErrors()
  })

  it('the scorer here counts the game as a hand does', () => {
    expect(TOTALS).toEqual({ anna: 312, bo: 218 })
    expect([figures(0, RULE_BOOK).total, figures(1, RULE_BOOK).total]).toEqual([318, 214])
    expect(RUNNING[SIXES - 1]).toEqual([98, 45])
  })

  it('on every surface of the phone it is played on, and of the phone it is handed to', async () => {
    const session = await launch()
    sessions.push(session)
    const { page } = session
    const app = new AppDriver(page)
    await app.openHome()
    await app.setUpTable('Yatzy', ['Anna', 'Bo'])
    await startWithFamilyHouseRules(page)
    for (const [round, [box, annaRoll, boRoll]] of ROUNDS.entries()) {
      if (box === 'Full house') {
        // The turn panel offers the house's fixed 25, not the rule book's sum of 16.
        await app.enterDice(annaRoll)
        const label = await app.offer(box).getAttribute('aria-label')
        expect(label, 'the turn panel’s offer').toMatch(/^Full house: 25 points for this roll/)
        await app.write(box)
      } else await app.play(annaRoll, box)
      if (round + 1 === ROUNDS.length) {
        // The scoreboard goes with the last write: read it once Anna's sheet is complete.
        await expect
          .poll(() => scoreboard(page), { message: 'the scoreboard at the end' })
          .toEqual({
            anna: TOTALS.anna,
            bo: RUNNING[round - 1]![1],
          })
      }
      await app.play(boRoll, box)
      if (round + 1 === SIXES) {
        const [annaNow, boNow] = RUNNING[round]!
        await expect
          .poll(() => scoreboard(page), { message: 'the scoreboard' })
          .toEqual({
            anna: annaNow,
            bo: boNow,
          })
      }
    }

    // The final score and the full sheet, on the game's own screen.
    expect(await finalScore(page), 'the final score').toEqual([
      `1.\nAnna\n${TOTALS.anna} points\nbonus ${BONUS.anna}`,
      `2.\nBo\n${TOTALS.bo} points`,
    ])
    const sheet = (label: string) => sheetRow(page, app, label)
    expect(await sheet('Bonus (63)'), 'the full sheet’s bonus').toEqual(BONUS_CELLS)
    expect(await sheet('Full house'), 'the full sheet’s full house').toEqual(['25', '25'])
    expect(await sheet('Total'), 'the full sheet’s total').toEqual([
      String(TOTALS.anna),
      String(TOTALS.bo),
    ])

    // The shared picture, and the link that hands the game to another phone.
    const shared = await picture(page, downloads)
    expect(shared.totals, 'the shared picture').toEqual(TOTALS)
    expect(shared.text, 'the picture names the house rules').toContain(HOUSE_LINE)
    const { link } = await new HandOffDriver(page).linkFor()

    expect(await pastGames(page), 'Past games').toEqual(TOTALS)
    await page.getByRole('listitem').filter({ hasText: 'Anna' }).getByRole('link').click()
    expect(await reviewSheet(page, app), 'the review').toEqual(TOTALS)
    const chart = await rows(page, 'table', 'Running total per round')
    expect(chart.slice(1), 'the review’s chart').toEqual(
      RUNNING.map(([a, b], i) => [String(i + 1), String(a), String(b)]),
    )
    await stepBackTo(page, SIXES)
    const [annaSixes, boSixes] = RUNNING[SIXES - 1]!
    expect(await reviewSheet(page, app), 'the review after the upper section').toEqual({
      anna: annaSixes,
      bo: boSixes,
    })
    expect(await sheet('Bonus (63)'), 'the review’s bonus then').toEqual(BONUS_CELLS)
    const again = await picture(page, downloads)
    expect(again.totals, 'the picture shared from the review').toEqual(TOTALS)

    const stats = await statistics(page)
    expect(stats.anna.slice(1), 'Anna’s statistics').toEqual([
      ['Games', '1'],
      ['Wins', '1'],
      ['Average', `${TOTALS.anna}.0`],
      ['Best', String(TOTALS.anna)],
      ['Upper bonus', '100%'],
      ['Yatzys', '1'],
    ])
    expect(stats.bo.slice(1, 5), 'Bo’s statistics').toEqual([
      ['Games', '1'],
      ['Wins', '0'],
      ['Average', `${TOTALS.bo}.0`],
      ['Best', String(TOTALS.bo)],
    ])
    expect(stats.text).not.toMatch(/not counted|no finished games/i)
    expect(stats.leaderboard, 'the head-to-head leaderboard').toEqual([
      ['Player', 'Games', 'Wins', 'Win rate'],
      ['1. Anna', '1', '1', '100%'],
      ['2. Bo', '1', '0', '0%'],
    ])
    expect(stats.pairs.slice(1), 'the head-to-head pairs').toEqual([
      ['Anna – Bo', '1', 'Anna 1 · Bo 0', '0'],
    ])

    const exported = await backup(page, downloads)
    expect(exported.stored, 'the backup file’s result').toEqual([[TOTALS.anna, TOTALS.bo]])
    expect(
      exported.read.map((g) => g.result?.totals),
      'the backup read back',
    ).toEqual([[TOTALS.anna, TOTALS.bo]])
    expect(exported.read[0]!.options).toMatchObject({
      upperBonus: { threshold: 63, value: 35 },
      fullHouse: 25,
    })

    // Another phone, from the hand-off link: the same game with the same numbers.
    const other = await launch()
    sessions.push(other)
    const otherApp = new AppDriver(other.page)
    expect(await new HandOffDriver(other.page).open(link)).toBe('Game added to this phone.')
    await other.page.getByRole('link', { name: 'See the game' }).click()
    expect(await reviewSheet(other.page, otherApp), 'the received game').toEqual(TOTALS)
    expect(await sheetRow(other.page, otherApp, 'Bonus (63)'), 'its bonus').toEqual(BONUS_CELLS)
  })
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { pngText } from '@/share/png-text'

/** The rows of a table (or of the tables inside it) as the texts of their cells. */
export function cellTexts(table: Locator): Promise<string[][]> {
  return table
    .locator('tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent!.trim())),
    )
}

/** The scoreboard above the turn: each player's total as its chip shows it, in seat order. */
export async function scoreboardTotals(page: Page): Promise<number[]> {
  const totals = await page
    .getByRole('button', { name: /Full sheet/ })
    .locator('.board__total')
    .allInnerTexts()
  return totals.map(Number)
}

/** The sheet on screen: a row's cells by its label, player by player, as written. */
export async function sheetRowCells(page: Page, label: string): Promise<string[] | undefined> {
  const rows = await cellTexts(page.locator('.sheet'))
  return rows.find((cells) => cells[0] === label)?.slice(1)
}

/**
 * Taps "Share as picture" where the browser saves it as a download (no share sheet), and reads the
 * words the PNG carries beside its pixels ('' when it carries none).
 */
export async function sharedPictureText(page: Page, folder: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Share as picture' }).first().click(),
  ])
  const file = join(folder, download.suggestedFilename())
  await download.saveAs(file)
  return pngText(new Uint8Array(readFileSync(file)), 'Description') ?? ''
}

/** A player's total as a Past games entry shows it. */
export async function pastGameTotal(entry: Locator, name: string): Promise<number> {
  const total = entry
    .locator('.history-entry__player')
    .filter({ hasText: name })
    .locator('.history-entry__total')
  return Number(await total.innerText())
}

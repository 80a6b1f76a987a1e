import type { Locator, Page } from 'playwright-core'

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

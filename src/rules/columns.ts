import { isAllAlike } from './dice'
import { RuleError } from './errors'
import { jokerScore } from './joker'
import type { GameRules } from './game-rules'
import type { BoxDef, FaceCounts, ScoredBox, Sheet } from './types'

/**
 * Columns with multipliers (Triple Yatzy, Triple Yahtzee, a table's own): each player has one
 * sheet per column and each turn writes one box in any column. Each column is scored as a sheet
 * of its own (sum, bonus, total) and counts its multiplier times. What crosses columns is here:
 * which column a write goes in, and Triple Yahtzee's joker and Yahtzee bonus (docs/RULES.md).
 */

/** The column sheets of a column game's sheet (empty for a one-sheet game). */
export function columnSheets(sheet: Sheet): readonly Sheet[] {
  return sheet.columns ?? []
}

/** The column a write names, checked: a whole number from 0 to the last column. */
export function checkColumn(rules: GameRules, column: number | undefined): number {
  const count = rules.columns?.length ?? 0
  if (column === undefined || !Number.isInteger(column) || column < 0 || column >= count) {
    throw new RuleError(
      'no-column',
      `This game has ${count} columns (1 to ${count}); ${column === undefined ? 'none' : column + 1} was given.`,
      { column: column ?? -1, count },
    )
  }
  return column
}

/** The sheet with one column replaced. */
export function withColumn(sheet: Sheet, column: number, next: Sheet): Sheet {
  const columns = [...columnSheets(sheet)]
  columns[column] = next
  return { ...sheet, columns }
}

const openIn = (rules: GameRules, sheet: Sheet): BoxDef[] =>
  rules.variant.boxes.filter((box) => sheet.scores[box.id] === undefined)

/**
 * Triple Yahtzee's joker: five alike is a joker only once every column's Yahtzee box and every
 * column's box of that face are written (yahtzee-rules.com); before that it scores as any roll.
 */
function isColumnJoker(rules: GameRules, columns: readonly Sheet[], counts: FaceCounts): boolean {
  const { variant, table } = rules
  if (!variant.joker || table.joker === 'none' || !isAllAlike(counts, variant.diceCount)) {
    return false
  }
  const face = counts.findIndex((n) => n === variant.diceCount)
  const upper = variant.boxes.find((box) => box.face === face)!
  return columns.every(
    (sheet) =>
      sheet.scores[variant.allAlikeBox] !== undefined && sheet.scores[upper.id] !== undefined,
  )
}

/**
 * Every box of every column the roll may go in, with the column's own score. A joker (every
 * matching upper box written) goes into any open lower box as a joker, else any open upper box
 * for 0 when forced; anywhere, lower boxes as a joker, when free.
 */
export function columnLegalBoxes(
  rules: GameRules,
  sheet: Sheet,
  counts: FaceCounts,
  sum: number,
): ScoredBox[] {
  const columns = columnSheets(sheet)
  const { table } = rules
  const cells = columns.flatMap((column, index) =>
    openIn(rules, column).map((box) => ({ box, column: index })),
  )
  const plain = ({ box, column }: (typeof cells)[number]): ScoredBox => ({
    box: box.id,
    column,
    score: box.score(counts, sum, table),
  })
  if (!isColumnJoker(rules, columns, counts)) return cells.map(plain)
  const asJoker = (cell: (typeof cells)[number]): ScoredBox =>
    cell.box.section === 'lower'
      ? { box: cell.box.id, column: cell.column, score: jokerScore(cell.box, counts, sum, table) }
      : plain(cell)
  if (table.joker === 'free') return cells.map(asJoker)
  const lower = cells.filter((cell) => cell.box.section === 'lower')
  if (lower.length > 0) return lower.map(asJoker)
  return cells.map((cell) => ({ box: cell.box.id, column: cell.column, score: 0 }))
}

/**
 * Whether a write earns an extra all-alike (Triple Yahtzee's Yahtzee bonus, or a table's extra):
 * five alike once every column's all-alike box holds its points, written for more than 0
 * (yahtzee-rules.com). It is counted in the column written, so it counts that column's multiplier.
 */
export function earnsColumnExtra(
  rules: GameRules,
  sheet: Sheet,
  counts: FaceCounts,
  score: number,
): boolean {
  const { variant, table } = rules
  return (
    table.extraAllAlike > 0 &&
    score > 0 &&
    isAllAlike(counts, variant.diceCount) &&
    columnSheets(sheet).every((column) => column.scores[variant.allAlikeBox] === table.allAlike)
  )
}

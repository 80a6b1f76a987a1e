import type { BoxId, ColumnTotals, Totals } from '../rules'
import type { GameFigures, PlayerFigures } from '../db/figures'
import { formatPar } from '../game/format'

/** Words the picture needs, already in the player's language. */
export interface PictureLabels {
  /** The variant's name. */
  title: string
  /** The date the game was played, formatted. */
  date: string
  boxes: Partial<Record<BoxId, string>>
  upperSum: string
  par: string
  bonus: string
  yahtzeeBonus: string
  total: string
  /** A column game's rows: each column's own total, and what it counts ("× multiplier"). */
  columnTotal: string
  multiplier: string
  place: string
  /** "Anna wins!" or "Shared win: …"; empty while the game is in progress. */
  winner: string
  /** The house rules in force, in a line ("House rules: Bonus 35 at 63 · Full house 25"); '' for none. */
  houseRules: string
  /** Small print at the foot: the app's name. */
  footer: string
}

export interface PictureGame {
  /** The game's derived figures: its rules, every sheet, the totals and places it shows. */
  figures: Pick<GameFigures, 'rules' | 'players' | 'finished' | 'winners'>
  /** The players' names, in turn order. */
  players: readonly string[]
}

export type DrawOp =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: string }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; width: number; color: string }
  | {
      kind: 'text'
      x: number
      y: number
      text: string
      size: number
      bold: boolean
      align: 'left' | 'center' | 'right'
      color: string
      /** The text is squeezed to fit this width (long names). */
      maxWidth: number
    }

export interface Picture {
  width: number
  height: number
  ops: DrawOp[]
}

/** Wide enough to read on any phone, and the width share sheets keep unscaled. */
export const PICTURE_WIDTH = 1080
const MARGIN = 36
const LABEL_WIDTH = 300
const ROW = 54
const HEADER = 170
const NAMES = 76
const FOOTER = 120
const HOUSE_RULES_LINE = 42

const PAPER = '#fbf7ea'
const RULE = '#9fb3c8'
const INK = '#1d2b4f'
const PENCIL = '#555f73'
const SHADE = '#efe6c8'
const WINNER = '#fde58a'

/** One row of the picture's table: its label and a cell per player, as drawn. */
export type PictureRow = { label: string; cells: string[]; strong?: boolean; shaded?: boolean }
type Row = PictureRow
/** The figures one cell shows: a player's, or one of a column game's columns. */
type ColumnCell = Omit<Totals, 'columns'> & Partial<Pick<ColumnTotals, 'multiplier'>>

/** The picture's table, row by row, from the game's figures: nothing is scored here. */
export function pictureRows(game: PictureGame, labels: PictureLabels): PictureRow[] {
  const { rules, players: totals, finished } = game.figures
  const variant = rules.variant
  // A column game shows each player's columns side by side in the player's cell: "12 · 18 · 24".
  const inColumns = rules.columns !== undefined
  const perColumn = (player: PlayerFigures, cell: (figures: ColumnCell) => string): string =>
    player.columns ? player.columns.map(cell).join(' · ') : cell(player)
  const boxRow = (box: BoxId): Row => ({
    label: labels.boxes[box] ?? box,
    cells: totals.map((player) =>
      player.sheet.columns
        ? player.sheet.columns.map((column) => String(column.scores[box] ?? '–')).join(' · ')
        : String(player.sheet.scores[box] ?? ''),
    ),
  })
  const figureRow = (label: string, cell: (figures: ColumnCell) => string): Row => ({
    label,
    cells: totals.map((player) => perColumn(player, cell)),
    shaded: true,
  })
  // In the table's row order, as its sheet shows them.
  const upper = rules.rows.filter((box) => box.section === 'upper').map((box) => boxRow(box.id))
  const lower = rules.rows.filter((box) => box.section === 'lower').map((box) => boxRow(box.id))
  const rows: Row[] = [
    ...upper,
    figureRow(labels.upperSum, (t) => String(t.upper)),
    figureRow(labels.par, (t) => formatPar(t.par)),
    figureRow(labels.bonus, (t) => String(t.bonus)),
    ...lower,
  ]
  // Yahtzee's bonus row, and the extras row of a table whose house rules pay further all-alikes.
  if (variant.joker || rules.table.extraAllAlike > 0) {
    rows.push(figureRow(labels.yahtzeeBonus, (t) => String(t.yahtzeeBonus)))
  }
  if (inColumns) {
    rows.push(figureRow(labels.columnTotal, (t) => String(t.total)))
    rows.push(figureRow(labels.multiplier, (t) => `×${t.multiplier ?? 1}`))
  }
  rows.push({ label: labels.total, cells: totals.map((t) => String(t.total)), strong: true })
  if (finished) {
    rows.push({ label: labels.place, cells: totals.map((p) => `${p.place}.`), strong: true })
  }
  return rows
}

/**
 * The sheet as a paper pad: title and date, a column per player (winners marked), every box,
 * the upper sum, par and bonus, totals and places, and who won. Pure: a list of drawing steps.
 */
export function sheetPicture(game: PictureGame, labels: PictureLabels): Picture {
  const rows = pictureRows(game, labels)
  const columns = Math.max(game.players.length, 1)
  const columnWidth = (PICTURE_WIDTH - 2 * MARGIN - LABEL_WIDTH) / columns
  // The house rules take a line of their own under the date: the numbers below follow them.
  const houseRulesLine = labels.houseRules ? HOUSE_RULES_LINE : 0
  const tableTop = MARGIN + HEADER + houseRulesLine
  const bodyTop = tableTop + NAMES
  const height = bodyTop + rows.length * ROW + FOOTER
  const left = MARGIN
  const right = PICTURE_WIDTH - MARGIN
  const columnX = (player: number) => left + LABEL_WIDTH + player * columnWidth
  const ops: DrawOp[] = [{ kind: 'rect', x: 0, y: 0, width: PICTURE_WIDTH, height, fill: PAPER }]
  const text = (
    value: string,
    x: number,
    y: number,
    size: number,
    options: Partial<Extract<DrawOp, { kind: 'text' }>> = {},
  ) =>
    ops.push({
      kind: 'text',
      x,
      y,
      text: value,
      size,
      bold: false,
      align: 'left',
      color: INK,
      maxWidth: right - x,
      ...options,
    })

  text(labels.title, left, MARGIN + 60, 60, { bold: true })
  text(labels.date, left, MARGIN + 112, 34, { color: PENCIL })
  if (labels.houseRules) text(labels.houseRules, left, MARGIN + 154, 30, { color: PENCIL })
  if (labels.winner) text(labels.winner, left, MARGIN + 154 + houseRulesLine, 34, { bold: true })

  const { figures } = game
  const winners = game.players.map((_, seat) => figures.winners.includes(seat))
  winners.forEach((won, player) => {
    if (!won) return
    ops.push({
      kind: 'rect',
      x: columnX(player),
      y: tableTop,
      width: columnWidth,
      height: NAMES + rows.length * ROW,
      fill: WINNER,
    })
  })
  rows.forEach((row, index) => {
    if (!row.shaded) return
    ops.push({
      kind: 'rect',
      x: left,
      y: bodyTop + index * ROW,
      width: LABEL_WIDTH,
      height: ROW,
      fill: SHADE,
    })
  })

  game.players.forEach((name, player) => {
    const center = columnX(player) + columnWidth / 2
    const shown = winners[player] ? `★ ${name}` : name
    text(shown, center, tableTop + 50, 30, {
      bold: true,
      align: 'center',
      maxWidth: columnWidth - 10,
    })
  })
  rows.forEach((row, index) => {
    const baseline = bodyTop + index * ROW + ROW / 2 + 12
    text(row.label, left + 12, baseline, 30, { bold: row.strong, maxWidth: LABEL_WIDTH - 20 })
    row.cells.forEach((cell, player) => {
      text(cell, columnX(player) + columnWidth / 2, baseline, row.strong ? 36 : 34, {
        bold: row.strong,
        align: 'center',
        maxWidth: columnWidth - 10,
      })
    })
  })

  const bottom = bodyTop + rows.length * ROW
  const line = (x1: number, y1: number, x2: number, y2: number, width = 2) =>
    ops.push({ kind: 'line', x1, y1, x2, y2, width, color: RULE })
  for (let index = 0; index <= rows.length; index++) {
    const y = bodyTop + index * ROW
    const heavy = index === rows.length || rows[index]?.strong === true
    line(left, y, right, y, heavy ? 4 : 2)
  }
  line(left, tableTop, right, tableTop, 4)
  line(left, tableTop, left, bottom, 4)
  line(right, tableTop, right, bottom, 4)
  for (let player = 0; player < columns; player++) {
    line(columnX(player), tableTop, columnX(player), bottom, player === 0 ? 4 : 2)
  }
  text(labels.footer, right, height - MARGIN - 12, 26, { align: 'right', color: PENCIL })
  return { width: PICTURE_WIDTH, height, ops }
}

/**
 * The picture's words as plain text, a line per row ("Total: 301 | 251"): what the PNG carries as
 * its description, so the file says what it shows to a screen reader, a search, or a test.
 */
export function pictureText(game: PictureGame, labels: PictureLabels): string {
  const head = [labels.title, labels.date, labels.houseRules, labels.winner].filter(Boolean)
  const names = `${game.players.join(' | ')}`
  const rows = pictureRows(game, labels).map((row) => `${row.label}: ${row.cells.join(' | ')}`)
  return [...head, names, ...rows].join('\n')
}

/** The subset of CanvasRenderingContext2D the picture uses (a recording fake in tests). */
export type PictureCanvas = Pick<
  CanvasRenderingContext2D,
  | 'fillRect'
  | 'fillText'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
>

/** System fonts only: drawing must not fetch anything. */
const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'

export function paintPicture(canvas: PictureCanvas, picture: Picture): void {
  canvas.textBaseline = 'alphabetic'
  for (const op of picture.ops) {
    if (op.kind === 'rect') {
      canvas.fillStyle = op.fill
      canvas.fillRect(op.x, op.y, op.width, op.height)
    } else if (op.kind === 'line') {
      canvas.strokeStyle = op.color
      canvas.lineWidth = op.width
      canvas.beginPath()
      canvas.moveTo(op.x1, op.y1)
      canvas.lineTo(op.x2, op.y2)
      canvas.stroke()
    } else {
      canvas.fillStyle = op.color
      canvas.font = `${op.bold ? '700 ' : ''}${op.size}px ${FONT_FAMILY}`
      canvas.textAlign = op.align
      canvas.fillText(op.text, op.x, op.y, op.maxWidth)
    }
  }
}

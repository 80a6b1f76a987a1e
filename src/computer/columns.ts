import type { Advisor } from '../advisor'
import { columnSheets, getVariant, legalBoxes, type GameRules, type Sheet } from '../rules'
import { judge, type Judged } from './slips'
import { assertCanReroll, holdPositions } from './turn-facts'
import type { BoxCell, Computer, KeepDecision, TurnState } from './types'

/**
 * How a simple computer picks its column in a column game, then plays it as a sheet of its own:
 * `left-first` fills ×1 before ×2 before ×3 (Triple Yatzy's columns), `right-first` the other way,
 * `spread` the column with the most open boxes (the leftmost of those), so the columns fill evenly.
 */
export type ColumnOrder = 'left-first' | 'right-first' | 'spread'

const openCount = (rules: GameRules, column: Sheet) =>
  rules.variant.boxes.filter((box) => column.scores[box.id] === undefined).length

/** The column a simple order plays this turn (one with an open box). */
export function orderedColumn(rules: GameRules, sheet: Sheet, order: ColumnOrder): number {
  const open = columnSheets(sheet).map((column) => openCount(rules, column))
  const indexes = open.map((_, index) => index).filter((index) => open[index]! > 0)
  if (indexes.length === 0) throw new RangeError('This sheet is full: there is no box to write')
  if (order === 'left-first') return indexes[0]!
  if (order === 'right-first') return indexes.at(-1)!
  return indexes.reduce((best, index) => (open[index]! > open[best]! ? index : best))
}

/**
 * A column game played by a one-sheet computer (`inner`, made for the game's rules without
 * columns): it plays the column `order` picks as a sheet of its own. Where Triple Yahtzee's joker
 * (which looks at every column) refuses the box it chose, it writes the legal box of that column
 * that pays most.
 */
export function orderedColumnComputer(
  inner: Computer,
  rules: GameRules,
  order: ColumnOrder,
): Computer {
  const inColumn = (turn: TurnState) => {
    const column = orderedColumn(rules, turn.sheet, order)
    return { column, turn: { ...turn, sheet: columnSheets(turn.sheet)[column]! } }
  }

  function decideCell(turn: TurnState): BoxCell {
    const { column, turn: own } = inColumn(turn)
    const decided = inner.decideBox(own)
    const legal = legalBoxes(rules, turn.sheet, turn.dice).filter((e) => e.column === column)
    if (legal.some((e) => e.box === decided)) return { box: decided, column }
    const best = legal.reduce((a, b) => (b.score > a.score ? b : a))
    return { box: best.box, column }
  }

  return {
    ...inner,
    rules,
    decideKeep: (turn) => inner.decideKeep(inColumn(turn).turn),
    decideBox: (turn) => decideCell(turn).box,
    decideCell,
  }
}

/**
 * Hard and Perfect in a column game: they choose the column after the roll and their keeps with
 * the advisor's column estimate (adviseColumns: each open column's one-sheet value, weighted by its
 * multiplier). Perfect takes the best estimate; Hard slips on it as on one sheet (slips.ts).
 */
export function advisedColumnComputer(
  inner: Computer,
  rules: GameRules,
  advisor: Advisor,
  seed: number,
  slip: number,
): Computer {
  const { adviseColumns } = advisor
  if (!adviseColumns) throw new Error(`The ${inner.level} computer needs an exact advisor here`)
  const advise = (turn: TurnState, roll: number, keeps: number) =>
    adviseColumns.call(advisor, rules, turn.sheet, turn.dice, roll, { keeps })
  const { diceCount, rollsPerTurn } = getVariant(inner.variant)
  const choose = judge(inner.variant, slip, seed)

  function decideCell(turn: TurnState): BoxCell {
    const boxes = advise(turn, rollsPerTurn, 0).boxes
    if (boxes.length === 0) throw new RangeError('This sheet is full: there is no box to write')
    return choose(
      turn,
      boxes.map((b) => ({ key: `${b.box}@${b.column}`, value: b.gain, choice: b })),
    ).choice
  }

  function decideKeep(turn: TurnState): KeepDecision {
    assertCanReroll(inner.variant, turn.sheet, turn.roll)
    const keeps = advise(turn, turn.roll, 1 << diceCount).keeps
    return choose(
      turn,
      keeps.map((k): Judged<KeepDecision> => ({
        key: k.keep.join(''),
        value: k.gain,
        // Five dice: holding all of them is the same as stopping.
        choice: k.keep.length === turn.dice.length ? 'stop' : holdPositions(turn.dice, k.keep),
      })),
    ).choice
  }

  return {
    ...inner,
    rules,
    decideKeep,
    decideBox: (turn) => decideCell(turn).box,
    decideCell: (turn) => {
      const { box, column } = decideCell(turn)
      return { box, column }
    },
  }
}

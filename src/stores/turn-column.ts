import { computed, ref } from 'vue'
import type { Sheet } from '@/rules'
import type { useGameStore } from './game'
import { done, refused, type ActionResult } from './problem'

/**
 * A column game's column for the turn: the one the player switched to, while it has an open box,
 * else the first open one; undefined in a one-sheet game. Each player's choice is kept by seat.
 */
export function turnColumn(game: ReturnType<typeof useGameStore>) {
  const pickedColumns = ref<Record<number, number>>({})

  const column = computed<number | undefined>(() => {
    const columns = game.currentSheet?.columns
    const boxes = game.variant?.boxes
    if (!columns || !boxes) return undefined
    const open = (index: number) =>
      boxes.some((box) => columns[index]!.scores[box.id] === undefined)
    const picked = pickedColumns.value[game.currentPlayer ?? -1]
    if (picked !== undefined && picked < columns.length && open(picked)) return picked
    return columns.findIndex((_, index) => open(index))
  })

  /** The sheet the turn's boxes are read from: the current player's, or its column's. */
  const columnSheet = computed<Sheet | null>(() => {
    const sheet = game.currentSheet
    return sheet && column.value !== undefined ? sheet.columns![column.value]! : sheet
  })

  /** The column the current player writes in from now on (refused if there is no such column). */
  function pick(index: number): ActionResult {
    const columns = game.currentSheet?.columns
    if (!columns || !Number.isInteger(index) || index < 0 || index >= columns.length) {
      return refused('notWritable', `There is no column ${index + 1}.`, { column: index })
    }
    pickedColumns.value = { ...pickedColumns.value, [game.currentPlayer ?? -1]: index }
    return done()
  }

  return { column, columnSheet, pick }
}

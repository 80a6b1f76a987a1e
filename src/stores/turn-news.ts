import { shallowRef, watch } from 'vue'
import type { BoxId } from '@/rules'
import type { useGameStore } from './game'
import type { TurnEvent } from './turn-types'

/** What else is told of a write: by a computer, the score (an undone box's), the column. */
export interface TellDetails {
  computer?: boolean
  score?: number
  column?: number
}

/**
 * The turn's news: the last write, undo or correction (`lastEvent`), and `tell` to report the
 * next. The score told is the one stored, unless given (an undone box's). Another game's news is
 * dropped when a game opens.
 */
export function turnNews(game: ReturnType<typeof useGameStore>) {
  const lastEvent = shallowRef<TurnEvent | null>(null)
  let serial = 0
  watch(
    () => game.record?.id,
    () => (lastEvent.value = null),
  )

  function tell(
    kind: TurnEvent['kind'],
    player: number,
    box: BoxId,
    { computer = false, score, column }: TellDetails = {},
  ) {
    const sheet = game.state?.sheets[player]
    // A column game's boxes are in its columns' sheets.
    const scores = column === undefined ? sheet?.scores : sheet?.columns?.[column]?.scores
    score ??= scores?.[box] ?? 0
    lastEvent.value = {
      kind,
      player,
      box,
      score,
      computer,
      serial: ++serial,
      ...(column === undefined ? {} : { column }),
    }
  }

  return { lastEvent, tell }
}

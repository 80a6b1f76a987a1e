import { shallowRef, watch } from 'vue'
import type { BoxId } from '@/rules'
import type { useGameStore } from './game'
import type { TurnEvent } from './turn-types'

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
    computer = false,
    score?: number,
  ) {
    score ??= game.state?.sheets[player]?.scores[box] ?? 0
    lastEvent.value = { kind, player, box, score, computer, serial: ++serial }
  }

  return { lastEvent, tell }
}

import type { GameRecord, MoveRecord } from '@/db'
import { withDerivedFields } from '@/db/derive'
import { replayGame } from '@/db/figures'
import { correctedMove, diceMove, scoreMove, type TurnContext } from '@/game/moves'
import type { ApplyOutcome } from '@/live/host-session'
import type { GuestRequest } from '@/live/protocol'
import { getVariant } from '@/rules'

/** A new game of Yatzy between the named players, at revision 1 with no move. */
export function newGame(players: string[], id = 'live-test-game'): GameRecord {
  const game = {
    id,
    variant: 'yatzy' as const,
    options: { ...getVariant('yatzy').defaultOptions },
    players: players.map((name, seat) => ({ id: `p${seat}`, name })),
    moves: [],
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    revision: 1,
  }
  return withDerivedFields(game, replayGame(game), game.updatedAt)
}

/**
 * Stands in for the host's game and turn stores: the same move builders and rules, a revision
 * raised on every write. This is how the lead binds applyRequest to the real stores, in small.
 */
export function tableStore(game: GameRecord) {
  let record = game
  let clock = game.updatedAt

  function commit(moves: MoveRecord[]): void {
    const next = { ...record, moves, updatedAt: ++clock, revision: record.revision + 1 }
    record = withDerivedFields(next, replayGame(next), clock)
  }

  function turn(player: number): TurnContext | null {
    const state = replayGame(record)
    if (state.nextPlayer !== player) return null
    const sheet = state.sheets[player]!
    return { rules: state.rules, player, sheet, at: clock + 1 }
  }

  async function apply({ action }: GuestRequest): Promise<ApplyOutcome> {
    try {
      switch (action.type) {
        case 'write-roll':
        case 'write-score': {
          const context = turn(action.player)
          if (!context) return { refused: 'not-your-turn' }
          const move =
            action.type === 'write-roll'
              ? diceMove(context, action.dice, action.box)
              : scoreMove(context, action.box, action.score)
          commit([...record.moves, move])
          break
        }
        case 'undo':
          if (record.moves.length === 0) return { refused: 'rules' }
          commit(record.moves.slice(0, -1))
          break
        case 'correct': {
          const { index, move } = correctedMove(record, action.player, action.box, action.entry)
          commit(record.moves.map((old, i) => (i === index ? move : old)))
          break
        }
      }
      return { ok: true }
    } catch {
      return { refused: 'rules' }
    }
  }

  return { current: () => record, apply, commit }
}

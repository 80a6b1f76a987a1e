import { shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { gameKind, personStrength, type GameRecord } from '@/db'
import type { ComputerLevel } from '@/computer'
import { COMPUTER_TYPICAL_FINAL, FAMILY_TYPICAL_FINAL } from '@/advisor/win/computer-strength'

/** What a seat's strength rests on: a computer's level, a person's past games, or nothing yet. */
export type StrengthBasis =
  { kind: 'computer'; level: ComputerLevel } | { kind: 'history'; games: number } | { kind: 'new' }

export interface SeatStrength {
  /** The typical final score in the game's kind (its variant and rules): how well this seat plays. */
  typicalFinal: number
  basis: StrengthBasis
}

type StrengthGame = Pick<GameRecord, 'variant' | 'options' | 'players'> & { id?: string }

/**
 * Every seat's strength in the game's variant, in player order: a computer's level mean, a
 * person's finished games of the same kind (their shrunk average, this game left out; games under
 * other rules are not this game's scores), or for a person with none
 * the average assumed for a new player. Null while it is being read.
 */
export function useSeatStrengths(game: MaybeRefOrGetter<StrengthGame | null | undefined>) {
  const strengths = shallowRef<SeatStrength[] | null>(null)
  let latest = 0
  watch(
    () => {
      const current = toValue(game)
      if (!current) return ''
      const seats = current.players.map((p) => `${p.computer ?? ''}:${p.name}`)
      return `${current.id ?? ''}|${gameKind(current.variant, current.options)}|${seats.join('|')}`
    },
    async () => {
      const current = toValue(game)
      const request = ++latest
      if (!current) {
        strengths.value = null
        return
      }
      const answer = await seatStrengths(current)
      if (request === latest) strengths.value = answer
    },
    { immediate: true },
  )
  return { strengths }
}

async function seatStrengths(game: StrengthGame): Promise<SeatStrength[]> {
  const levels = COMPUTER_TYPICAL_FINAL[game.variant]
  const prior = FAMILY_TYPICAL_FINAL[game.variant]
  const newPlayer: SeatStrength = { typicalFinal: prior, basis: { kind: 'new' } }
  return Promise.all(
    game.players.map(async (player): Promise<SeatStrength> => {
      if (player.computer) {
        return {
          typicalFinal: levels[player.computer],
          basis: { kind: 'computer', level: player.computer },
        }
      }
      try {
        const kind = gameKind(game.variant, game.options)
        const found = await personStrength(player.name, kind, prior, {
          exceptGame: game.id,
        })
        return found.games === 0
          ? newPlayer
          : { typicalFinal: found.typicalFinal, basis: { kind: 'history', games: found.games } }
      } catch {
        // Storage that cannot be read (private mode, a blocked upgrade): taken as new.
        return newPlayer
      }
    }),
  )
}

import { replayGame, type ReplayInput } from '@/db'
import { sheetTotals } from '@/rules'

/** What a write earned beyond its box: the upper bonus it reached, the Yahtzee bonus it paid. */
export interface WriteBonuses {
  upper: number
  yahtzee: number
}

/**
 * The bonuses the game's last write earned its player, read from the sheets before and after it
 * (so a total that jumps by 100 more than the box took is said, not left to be wondered at).
 */
export function lastWriteBonuses(game: ReplayInput): WriteBonuses {
  const move = game.moves.at(-1)
  if (!move) return { upper: 0, yahtzee: 0 }
  const totalsOf = (moves: number) =>
    sheetTotals(
      game.variant,
      replayGame({ ...game, moves: game.moves.slice(0, moves) }).sheets[move.player]!,
      game.options,
    )
  const before = totalsOf(game.moves.length - 1)
  const after = totalsOf(game.moves.length)
  return { upper: after.bonus - before.bonus, yahtzee: after.yahtzeeBonus - before.yahtzeeBonus }
}

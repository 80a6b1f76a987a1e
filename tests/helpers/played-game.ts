import { appendMove, createGame, type GameRecord } from '@/db'
import {
  gameRules,
  getVariant,
  scoreBox,
  type BoxId,
  type TableOptions,
  type VariantId,
} from '@/rules'
import { PERFECT_YATZY_ROLLS } from '../helpers/yatzy-sheet'

/** One turn as the table rolled it: the dice ("66553") and the box they were written in. */
export type Turn = [dice: string, box: BoxId]

const YATZY_BOXES = getVariant('yatzy').boxes.map((box) => box.id)

/** The rule book's perfect Yatzy sheet: 374 points (105 upper + 50 bonus + 219 lower). */
export const PERFECT_YATZY: Turn[] = YATZY_BOXES.map((box, i) => [PERFECT_YATZY_ROLLS[i]!, box])

/**
 * 1-2-3-4-6 every turn, written top to bottom: 1+2+3+4+0+6 = 16 upper (no bonus), 16 in Chance,
 * 0 in every other box: 32 in all.
 */
export const LOW_YATZY: Turn[] = YATZY_BOXES.map((box) => ['12346', box])

/**
 * 1-2-3-4-6 in every Yahtzee box, top to bottom: 1+2+3+4+0+6 = 16 upper (no bonus), 30 for the
 * small straight 1-2-3-4, 16 in Chance, 0 elsewhere: 62.
 */
export const LOW_YAHTZEE: Turn[] = getVariant('yahtzee').boxes.map((box) => ['12346', box.id])

/**
 * Plays a game through the repository, round by round, as a table writes it. Stops after `moves`
 * writes when given (a game still in progress); `options` are the table's house rules.
 */
export async function playGame(
  variant: VariantId,
  turns: Record<string, readonly Turn[]>,
  moves = Infinity,
  options?: TableOptions,
): Promise<GameRecord> {
  const names = Object.keys(turns)
  let game = await createGame({ variant, options: options ?? {}, players: names })
  const rounds = Math.max(...names.map((name) => turns[name]!.length))
  let written = 0
  for (let round = 0; round < rounds; round++) {
    for (const [player, name] of names.entries()) {
      if (written >= moves) return game
      const [text, box] = turns[name]![round]!
      const dice = [...text].map(Number)
      const score = scoreBox(gameRules(variant, game.options), box, dice)
      game = await appendMove(game.id, game.revision, { player, dice, box, score })
      written += 1
    }
  }
  return game
}

/**
 * One game's figures by a scorer that shares no code with src/rules: the rule book's definitions
 * with the table's options, read from the moves as written (dice, or a score typed without dice).
 * Every surface of a game (the derived view, the picture, the review, statistics, the backup) is
 * held against it by tests/db/figures.property.test.ts.
 */
import type { MoveRecord } from '@/db'
import type { BoxId, TableOptions, VariantId } from '@/rules'
import { LAYOUTS } from './rules-reference'
import { ownRules, refHouseScore } from './house-rules-reference'

export interface RefRules {
  threshold: number
  bonusValue: number
  fullHouse: 'sum' | number
  smallStraight: number
  largeStraight: number
  allAlike: number
  extra: number
  joker: 'forced' | 'free' | 'none'
  tieBreak: boolean
}

export function refRules(variant: VariantId, options: TableOptions): RefRules {
  const own = { ...ownRules(variant), ...options }
  return {
    threshold: own.upperBonus.threshold,
    bonusValue: own.upperBonus.value,
    fullHouse: own.fullHouse,
    smallStraight: own.smallStraight,
    largeStraight: own.largeStraight,
    allAlike: own.allAlike,
    extra: own.extraAllAlike,
    joker: variant === 'yahtzee' ? own.joker : 'none',
    tieBreak: (variant === 'yatzy' || variant === 'forced-yatzy') && options.yatzyTieBreak === true,
  }
}

const sum = (dice: readonly number[]) => dice.reduce((s, d) => s + d, 0)
const alike = (dice: readonly number[]) => dice.every((d) => d === dice[0])

/** What a written move pays, by the reference: the dice's worth in the box, a joker's, or the typed score. */
function refBoxScore(
  variant: VariantId,
  options: TableOptions,
  rules: RefRules,
  scores: Partial<Record<BoxId, number>>,
  move: MoveRecord,
): number {
  if (move.dice === null) return move.score
  const layout = LAYOUTS[variant]
  const own = refHouseScore(variant, move.box, move.dice, options)
  const upperBox = layout.boxes.find((b) => b.id === move.box)?.face !== undefined
  const joker =
    rules.joker !== 'none' && alike(move.dice) && scores[layout.allAlikeBox] !== undefined
  if (!joker || upperBox || own > 0) return own
  if (move.box === 'full-house') return rules.fullHouse === 'sum' ? sum(move.dice) : rules.fullHouse
  if (move.box === 'small-straight') return rules.smallStraight
  if (move.box === 'large-straight') return rules.largeStraight
  return own
}

export interface RefPlayer {
  scores: Partial<Record<BoxId, number>>
  extras: number
  upper: number
  bonus: number
  lower: number
  extraPoints: number
  total: number
  place: number
}

/** Every player's sheet and figures after the moves, by the reference. */
export function refGame(
  variant: VariantId,
  options: TableOptions,
  players: number,
  moves: MoveRecord[],
) {
  const rules = refRules(variant, options)
  const layout = LAYOUTS[variant]
  const sheets = Array.from({ length: players }, () => ({
    scores: {} as Partial<Record<BoxId, number>>,
    extras: 0,
  }))
  for (const move of moves) {
    const sheet = sheets[move.player]!
    const earns =
      move.dice !== null &&
      rules.extra > 0 &&
      alike(move.dice) &&
      sheet.scores[layout.allAlikeBox] === rules.allAlike
    sheet.scores[move.box] = refBoxScore(variant, options, rules, sheet.scores, move)
    if (earns) sheet.extras += 1
  }
  const figures: RefPlayer[] = sheets.map(({ scores, extras }) => {
    let upper = 0
    let lower = 0
    for (const box of layout.boxes) {
      const score = scores[box.id]
      if (score === undefined) continue
      if (box.face !== undefined) upper += score
      else lower += score
    }
    const bonus = upper >= rules.threshold ? rules.bonusValue : 0
    const paying = scores[layout.allAlikeBox] === rules.allAlike ? extras : 0
    const extraPoints = paying * rules.extra
    const total = upper + bonus + lower + extraPoints
    return { scores, extras: paying, upper, bonus, lower, extraPoints, total, place: 0 }
  })
  const key = (p: RefPlayer) => [
    p.total,
    rules.tieBreak && (p.scores[layout.allAlikeBox] ?? 0) > 0 ? 1 : 0,
  ]
  for (const player of figures) {
    const [total, yatzy] = key(player)
    player.place =
      1 +
      figures.filter((other) => {
        const [t, y] = key(other)
        return t! > total! || (t === total && y! > yatzy!)
      }).length
  }
  return figures
}

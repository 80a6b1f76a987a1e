/**
 * One game, one truth: random rule sets (every option, every variant) and random games (writes,
 * scratches, jokers, extra all-alikes, corrections, undos), and every surface's model (the derived
 * figures, the picture's rows, the review's rounds and chart, the history row, the backup's result)
 * must carry the numbers of a scorer written here, which shares no code with src/rules.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deriveGame, type GameFigures } from '@/db/figures'
import { portableGame, withDerivedFields } from '@/db/derive'
import type { MoveRecord, PortableGame } from '@/db'
import { legalBoxes, gameRules, type BoxId, type TableOptions, type VariantId } from '@/rules'
import { pictureRows, type PictureLabels } from '@/share/sheet-picture'
import { figuresAfterRound, roundsPlayed, runningTotals } from '@/game/rounds'
import { standingsOf } from '@/game/standings'
import { LAYOUTS, VARIANT_IDS } from '../helpers/rules-reference'
import { ownRules, refHouseScore } from '../helpers/house-rules-reference'

// ---- The reference: the rule book's definitions with the table's options, from the moves. ----

interface RefRules {
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

function refRules(variant: VariantId, options: TableOptions): RefRules {
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

interface RefPlayer {
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
function refGame(variant: VariantId, options: TableOptions, players: number, moves: MoveRecord[]) {
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

// ---- Random rule sets and random games ----

function optionsFor(variant: VariantId): fc.Arbitrary<TableOptions> {
  const dice = LAYOUTS[variant].dice
  const fiveDice = dice === 5
  const hasTwoPairs = LAYOUTS[variant].boxes.some((b) => b.id === 'two-pairs')
  return fc.record(
    {
      upperBonus: fc.record({
        threshold: fc.oneof(fc.constantFrom(42, 63, 84), fc.integer({ min: 1, max: 21 * dice })),
        value: fc.oneof(fc.constantFrom(0, 35, 50, 100), fc.integer({ min: 0, max: 999 })),
      }),
      fullHouse: fc.oneof(fc.constant('sum' as const), fc.integer({ min: 1, max: 60 })),
      smallStraight: fc.integer({ min: 1, max: 60 }),
      largeStraight: fc.integer({ min: 1, max: 60 }),
      ofAKind: fc.constantFrom('matching' as const, 'all-dice' as const),
      allAlike: fc.integer({ min: 1, max: 120 }),
      ...(fiveDice ? { extraAllAlike: fc.integer({ min: 0, max: 150 }) } : {}),
      joker:
        variant === 'yahtzee'
          ? fc.constantFrom('forced' as const, 'free' as const, 'none' as const)
          : fc.constant('none' as const),
      ...(hasTwoPairs ? { twoPairsSameFace: fc.boolean() } : {}),
      fullStraight: fc.constantFrom(21 as const, 30 as const),
      yatzyTieBreak: fc.boolean(),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<TableOptions>
}

type Step =
  | { kind: 'write'; dice: number[]; pick: number; typed: boolean; rollsUsed: number }
  | { kind: 'undo' }
  | { kind: 'correct'; back: number; dice: number[]; pick: number }

function stepsFor(variant: VariantId): fc.Arbitrary<Step[]> {
  const dice = LAYOUTS[variant].dice
  const face = fc.integer({ min: 1, max: 6 })
  // Half the rolls are all alike, so jokers and extra all-alikes come up in every game.
  const roll = fc.oneof(
    fc.array(face, { minLength: dice, maxLength: dice }),
    face.map((f) => Array<number>(dice).fill(f)),
  )
  const write = fc.record({
    kind: fc.constant('write' as const),
    dice: roll,
    pick: fc.nat(),
    typed: fc.boolean(),
    rollsUsed: fc.integer({ min: 1, max: 3 }),
  })
  return fc.array(
    fc.oneof(
      { weight: 12, arbitrary: write },
      { weight: 1, arbitrary: fc.constant({ kind: 'undo' as const }) },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('correct' as const),
          back: fc.nat(),
          dice: roll,
          pick: fc.nat(),
        }),
      },
    ),
    { minLength: 0, maxLength: 120 },
  ) as fc.Arbitrary<Step[]>
}

/** A legal game from the steps: the app's legalBoxes only chooses where a roll may go. */
function playSteps(
  variant: VariantId,
  options: TableOptions,
  players: number,
  steps: Step[],
): PortableGame {
  const game: PortableGame = {
    id: 'g',
    variant,
    options,
    players: Array.from({ length: players }, (_, i) => ({ id: `p${i}`, name: `P${i + 1}` })),
    moves: [],
    createdAt: 1,
    updatedAt: 2,
    revision: 1,
  }
  const rules = gameRules(variant, options)
  const rounds = LAYOUTS[variant].boxes.length
  const holds = (moves: MoveRecord[]) => {
    try {
      deriveGame({ ...game, moves })
      return true
    } catch {
      return false
    }
  }
  for (const step of steps) {
    if (step.kind === 'undo') {
      game.moves = game.moves.slice(0, -1)
      continue
    }
    const moves = game.moves
    if (step.kind === 'correct') {
      if (moves.length === 0) continue
      const index = moves.length - 1 - (step.back % moves.length)
      const old = moves[index]!
      const before = deriveGame({ ...game, moves: moves.slice(0, index) }).sheets[old.player]!
      const options2 = legalBoxes(rules, before, step.dice).filter((e) => e.box === old.box)
      if (options2.length === 0) continue
      const next = [...moves]
      next[index] = { ...old, dice: step.dice, score: options2[0]!.score }
      if (holds(next)) game.moves = next
      continue
    }
    if (moves.length >= players * rounds) continue
    const state = deriveGame(game)
    const player = state.nextPlayer!
    const sheet = state.sheets[player]!
    const legal = legalBoxes(rules, sheet, step.dice)
    const choice = legal[step.pick % legal.length]!
    const maxi = variant === 'maxi-yatzy'
    const move: MoveRecord = {
      player,
      dice: step.typed && !alike(step.dice) ? null : step.dice,
      box: choice.box,
      score: choice.score,
      at: 3,
      ...(maxi ? { rollsUsed: Math.min(step.rollsUsed, 3 + (sheet.savedRolls ?? 0)) } : {}),
    }
    if (holds([...moves, move])) game.moves = [...moves, move]
  }
  return game
}

// ---- Every surface against the reference ----

const LABELS: PictureLabels = {
  title: 'T',
  date: 'D',
  boxes: {},
  upperSum: 'Sum',
  par: 'Par',
  bonus: 'Bonus',
  yahtzeeBonus: 'Extras',
  total: 'Total',
  place: 'Place',
  winner: '',
  footer: 'F',
  houseRules: 'H',
}

function expectSurfaces(game: PortableGame, figures: GameFigures, ref: RefPlayer[]) {
  const variant = game.variant
  // The derived view.
  figures.players.forEach((player, seat) => {
    const want = ref[seat]!
    expect(player.sheet.scores, `P${seat + 1}'s boxes`).toEqual(want.scores)
    expect(
      [player.upper, player.bonus, player.lower, player.yahtzeeBonus, player.total, player.place],
      `P${seat + 1}'s upper, bonus, lower, extras, total, place`,
    ).toEqual([want.upper, want.bonus, want.lower, want.extraPoints, want.total, want.place])
  })
  const winners = ref.flatMap((p, seat) => (p.place === 1 ? [seat] : []))
  expect(figures.winners).toEqual(figures.finished ? winners : [])

  // The picture's rows.
  const rows = pictureRows({ figures, players: game.players.map((p) => p.name) }, LABELS)
  const row = (label: string) => rows.find((r) => r.label === label)?.cells
  expect(row('Sum')).toEqual(ref.map((p) => String(p.upper)))
  expect(row('Bonus')).toEqual(ref.map((p) => String(p.bonus)))
  expect(row('Total')).toEqual(ref.map((p) => String(p.total)))
  const extrasPay = variant === 'yahtzee' || refRules(variant, game.options).extra > 0
  expect(row('Extras')).toEqual(extrasPay ? ref.map((p) => String(p.extraPoints)) : undefined)
  expect(row('Place')).toEqual(figures.finished ? ref.map((p) => `${p.place}.`) : undefined)
  for (const box of LAYOUTS[variant].boxes) {
    expect(row(box.id), `picture row ${box.id}`).toEqual(
      ref.map((p) => String(p.scores[box.id] ?? '')),
    )
  }

  // The review: the last round's sheet and the chart's last point.
  const last = roundsPlayed(game)
  expect(figuresAfterRound(game, last).map((p) => p.total)).toEqual(ref.map((p) => p.total))
  const chart = runningTotals(game)
  if (game.moves.length > 0)
    expect(chart.map((line) => line.at(-1))).toEqual(ref.map((p) => p.total))

  // The history row and the backup's result, from the record as stored.
  const record = withDerivedFields(game, figures, 5)
  if (figures.finished) {
    const standings = standingsOf(record)
    expect(standings.map((s) => [s.seat, s.total, s.place])).toEqual(
      ref.map((p, seat) => [seat, p.total, p.place]).sort((a, b) => a[2]! - b[2]! || a[0]! - b[0]!),
    )
    expect(portableGame(record).result).toEqual({
      totals: ref.map((p) => p.total),
      places: ref.map((p) => p.place),
    })
  } else {
    expect(portableGame(record).result).toBeUndefined()
  }
}

describe('every surface carries the same numbers as an independent scorer', () => {
  for (const variant of VARIANT_IDS) {
    it(`${variant}: random house rules, random games`, () => {
      fc.assert(
        fc.property(
          optionsFor(variant),
          fc.integer({ min: 1, max: 4 }),
          stepsFor(variant),
          (options, players, steps) => {
            const game = playSteps(variant, options, players, steps)
            const figures = deriveGame(game)
            expect(figures.rules.options).toEqual(options)
            const ref = refGame(variant, options, players, game.moves)
            expectSurfaces(game, figures, ref)
          },
        ),
        { numRuns: 60 },
      )
    })

    it(`${variant}: whole games to the end under house rules`, () => {
      const rounds = LAYOUTS[variant].boxes.length
      fc.assert(
        fc.property(
          optionsFor(variant),
          fc.integer({ min: 1, max: 3 }),
          fc.array(
            fc.record({
              kind: fc.constant('write' as const),
              dice: fc.oneof(
                fc.array(fc.integer({ min: 1, max: 6 }), {
                  minLength: LAYOUTS[variant].dice,
                  maxLength: LAYOUTS[variant].dice,
                }),
                fc.integer({ min: 1, max: 6 }).map((f) => Array(LAYOUTS[variant].dice).fill(f)),
              ),
              pick: fc.nat(),
              typed: fc.boolean(),
              rollsUsed: fc.integer({ min: 1, max: 3 }),
            }),
            { minLength: 3 * rounds, maxLength: 3 * rounds },
          ),
          (options, players, steps) => {
            const game = playSteps(variant, options, players, steps as Step[])
            const figures = deriveGame(game)
            expect(figures.finished).toBe(true)
            expectSurfaces(game, figures, refGame(variant, options, players, game.moves))
          },
        ),
        { numRuns: 15 },
      )
    })
  }
})

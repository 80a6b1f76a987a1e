/**
 * One game, one truth: random rule sets (every option, every variant) and random games (writes,
 * scratches, jokers, extra all-alikes, corrections, undos), and every surface's model (the derived
 * figures, the picture's rows and its drawing steps, the review's sheet after every round and its
 * chart, the history row, the statistics' kind and head-to-head tallies, the backup file read back)
 * must carry the numbers of the scorer in tests/helpers/figures-reference.ts, which shares no code
 * with src/rules.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deriveGame, type GameFigures } from '@/db/figures'
import { portableGame, withDerivedFields } from '@/db/derive'
import type { GameRecord, MoveRecord, PortableGame } from '@/db'
import { legalBoxes, gameRules, type TableOptions, type VariantId } from '@/rules'
import { pictureRows, sheetPicture, type PictureLabels } from '@/share/sheet-picture'
import { figuresAfterRound, roundsPlayed, runningTotals } from '@/game/rounds'
import { standingsOf } from '@/game/standings'
import { playerResultRows } from '@/db/player-results'
import { kindTally } from '@/db/kind-stats'
import { headToHeadTally } from '@/db/head-to-head'
import { gameKind } from '@/db/kinds'
import { parseBackup } from '@/db/backup-parse'
import { BACKUP_FORMAT, BACKUP_VERSION } from '@/db/backup-schema'
import { LAYOUTS, VARIANT_IDS } from '../helpers/rules-reference'
import { refGame, refRules, type RefPlayer } from '../helpers/figures-reference'

const alike = (dice: readonly number[]) => dice.every((d) => d === dice[0])

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
      forcedOrder: fc.boolean(),
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
  columnTotal: 'Column total',
  multiplier: '× multiplier',
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

  // The picture's drawing steps: each row's words stand at its label's height, left to right.
  const texts = sheetPicture(
    { figures, players: game.players.map((p) => p.name) },
    LABELS,
  ).ops.filter((op) => op.kind === 'text')
  const drawn = (label: string) => {
    const at = texts.find((op) => op.text === label)
    expect(at, `the picture draws its ${label} row`).toBeDefined()
    return texts
      .filter((op) => op.y === at!.y && op.x > at!.x)
      .sort((a, b) => a.x - b.x)
      .map((op) => op.text)
  }
  expect(drawn('Total'), 'the picture draws the totals').toEqual(ref.map((p) => String(p.total)))
  expect(drawn('Bonus'), 'the picture draws the bonus').toEqual(ref.map((p) => String(p.bonus)))

  // The review: the sheet after every round, each against the moves up to it, and the chart.
  const players = game.players.length
  const chart = runningTotals(game)
  for (let round = 1; round <= roundsPlayed(game); round++) {
    const moves = game.moves.slice(0, round * players)
    const then = refGame(variant, game.options, players, moves)
    const shown = figuresAfterRound(game, round)
    expect(
      shown.map((p) => [p.upper, p.bonus, p.total]),
      `the review after round ${round}`,
    ).toEqual(then.map((p) => [p.upper, p.bonus, p.total]))
    if (game.moves.length > 0) {
      expect(
        chart.map((line) => line[round - 1]),
        `the chart at round ${round}`,
      ).toEqual(then.map((p) => p.total))
    }
  }

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
    expectStatistics(record, ref)
    expectBackup(record, ref)
  } else {
    expect(portableGame(record).result).toBeUndefined()
  }
}

/** Statistics: each player's kind tally and the head-to-head tally of the one game. */
function expectStatistics(record: GameRecord, ref: RefPlayer[]) {
  const rows = playerResultRows(record)
  const kind = gameKind(record.variant, record.options)
  const layout = LAYOUTS[record.variant]
  rows.forEach((row, seat) => {
    const want = ref[seat]!
    const tally = kindTally(kind)
    tally.add(row)
    expect(tally.result(), `P${seat + 1}'s statistics`).toMatchObject({
      kind,
      games: 1,
      wins: want.place === 1 ? 1 : 0,
      averageTotal: want.total,
      bestTotal: want.total,
      upperBonusRate: want.bonus > 0 ? 1 : 0,
      yatzys: (want.scores[layout.allAlikeBox] ?? 0) > 0 ? 1 : 0,
      boxAverages: layout.boxes.map((b) => ({ box: b.id, average: want.scores[b.id] ?? 0 })),
    })
    // A game is counted under its own kind and no other.
    const allAlike = record.options.allAlike === 999 ? 998 : 999
    const other = gameKind(record.variant, { ...record.options, allAlike })
    expect(() => kindTally(other).add(row)).toThrow()
  })
  if (rows.length < 2) return
  const tally = headToHeadTally()
  tally.addGame(rows)
  const { pairs, leaderboard } = tally.result()
  // Seat order is key order here: the players are P1 … P4.
  const wantPairs = ref.flatMap((a, i) =>
    ref.slice(i + 1).map((b) => ({
      kind,
      players: [`p${i + 1}`, `p${ref.indexOf(b) + 1}`],
      games: 1,
      wins: [a.place < b.place ? 1 : 0, b.place < a.place ? 1 : 0],
      ties: a.place === b.place ? 1 : 0,
    })),
  )
  expect(pairs, 'the head-to-head pairs').toMatchObject(wantPairs)
  const byPlayer = Object.fromEntries(leaderboard.map((row) => [row.player, row]))
  ref.forEach((want, seat) =>
    expect(byPlayer[`p${seat + 1}`], `P${seat + 1} on the leaderboard`).toMatchObject({
      games: 1,
      wins: want.place === 1 ? 1 : 0,
      place: want.place === 1 ? 1 : 1 + ref.filter((p) => p.place === 1).length,
    }),
  )
}

/** The backup: the game in an exported file, read back the way an import reads it. */
function expectBackup(record: GameRecord, ref: RefPlayer[]) {
  // The games here are timed in the first milliseconds of 1970; a backup takes none before 2000.
  const base = Date.UTC(2026, 0, 1)
  const game = portableGame(record)
  const exported: PortableGame = {
    ...game,
    createdAt: base + game.createdAt,
    updatedAt: base + game.updatedAt,
    finishedAt: base + game.finishedAt!,
    moves: game.moves.map((move) => ({ ...move, at: base + move.at })),
  }
  const file = JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(base + 10).toISOString(),
    games: [exported],
  })
  const [read] = parseBackup(file, undefined, base + 10)
  expect(read!.options, 'the backup keeps the rules').toEqual(record.options)
  expect(read!.result, 'the backup read back').toEqual({
    totals: ref.map((p) => p.total),
    places: ref.map((p) => p.place),
  })
  expect(deriveGame(read!).players.map((p) => p.total)).toEqual(ref.map((p) => p.total))
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

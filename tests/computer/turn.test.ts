import { describe, expect, it } from 'vitest'
import {
  COMPUTER_LEVELS,
  createComputer,
  needsAdvisor,
  playTurn,
  seededDiceSource,
  type Computer,
} from '@/computer'
import { allRolls, emptySheet, VARIANTS, writeBox, type Sheet, type VariantId } from '@/rules'
import { seeded, sheetWithOpen } from '../helpers/advisor'
import { advisorCovering, testSheet } from '../helpers/computer'

function computerFor(
  variant: VariantId,
  level: (typeof COMPUTER_LEVELS)[number],
  sheet: Sheet,
  seed = 0,
) {
  const advisor = needsAdvisor(level) ? advisorCovering(variant, sheet) : undefined
  return createComputer({ variant, options: {}, level, advisor, seed })
}

describe('a seeded computer turn', () => {
  const cases = VARIANTS.flatMap((v) => COMPUTER_LEVELS.map((level) => [v.id, level] as const))

  it.each(cases)(
    '%s %s: replays identically, also by a computer created afresh',
    (variant, level) => {
      const sheet = testSheet(variant, 1)
      const advisor = needsAdvisor(level) ? advisorCovering(variant, sheet) : undefined
      const turns = new Set<string>()
      for (let seed = 0; seed < 20; seed++) {
        const play = () =>
          playTurn(
            createComputer({ variant, options: {}, level, advisor, seed: 7 }),
            sheet,
            seededDiceSource(seed),
          )
        const first = play()
        // A reload rebuilds everything: a new computer, a new source with the stored seed.
        expect(play()).toEqual(first)
        turns.add(JSON.stringify(first))
      }
      expect(turns.size).toBeGreaterThan(1)
    },
  )

  it('different seeds roll different turns', () => {
    const computer = createComputer({ variant: 'yatzy', options: {}, level: 'easy' })
    const turns = new Set(
      Array.from({ length: 10 }, (_, seed) =>
        JSON.stringify(playTurn(computer, emptySheet('yatzy'), seededDiceSource(seed)).rolls),
      ),
    )
    expect(turns.size).toBe(10)
  })
})

describe('Perfect plays the advisor', () => {
  it.each(['yatzy', 'yahtzee', 'forced-yatzy'] as const)(
    "%s: its box is the advisor's best box, its keep the best keep",
    (variant) => {
      const random = seeded(11)
      const rolls = allRolls(5)
      const sheet = testSheet(variant, 2)
      const advisor = advisorCovering(variant, sheet)
      const perfect = createComputer({ variant, options: {}, level: 'perfect', advisor })
      for (let i = 0; i < 100; i++) {
        const dice = rolls[Math.floor(random() * rolls.length)]!
        const best = advisor.advise(sheet, dice, 3).boxes[0]!
        expect(perfect.decideBox({ sheet, dice, roll: 3 })).toBe(best.box)
        const keep = advisor.advise(sheet, dice, 1, { keeps: 1 }).keeps[0]!
        const decision = perfect.decideKeep({ sheet, dice, roll: 1 })
        if (keep.keep.length === 5) expect(decision).toBe('stop')
        else expect((decision as number[]).map((i) => dice[i]).sort()).toEqual(keep.keep)
      }
    },
  )

  it('Maxi Yatzy: Perfect is labelled as the heuristic; the exact variants are not', () => {
    const maxi = createComputer({
      variant: 'maxi-yatzy',
      options: {},
      level: 'perfect',
      advisor: advisorCovering('maxi-yatzy', emptySheet('maxi-yatzy')),
    })
    expect(maxi.heuristic).toBe(true)
    const forced = createComputer({
      variant: 'forced-yatzy',
      options: {},
      level: 'perfect',
      advisor: advisorCovering('forced-yatzy', emptySheet('forced-yatzy')),
    })
    expect(forced.heuristic).toBe(false)
  })
})

describe('what each level does in plain positions', () => {
  it('Easy writes what pays most now: 6-6-6-6-5 goes to Chance (29), not Sixes (24)', () => {
    const sheet = sheetWithOpen('yatzy', ['sixes', 'chance'])
    const easy = createComputer({ variant: 'yatzy', options: {}, level: 'easy' })
    expect(easy.decideBox({ sheet, dice: [6, 6, 6, 6, 5], roll: 3 })).toBe('chance')
  })

  it('Easy collects the face it has most of', () => {
    const easy = createComputer({ variant: 'yatzy', options: {}, level: 'easy' })
    expect(easy.decideKeep({ sheet: emptySheet('yatzy'), dice: [2, 5, 5, 3, 5], roll: 1 })).toEqual(
      [1, 2, 4],
    )
  })

  it('Medium follows a sheet object that changes between turns (a store keeps one)', () => {
    const medium = createComputer({ variant: 'yatzy', options: {}, level: 'medium' })
    const sheet = sheetWithOpen('yatzy', ['yatzy'])
    expect(medium.decideKeep({ sheet, dice: [1, 1, 1, 1, 1], roll: 1 })).toBe('stop')
    sheet.scores = sheetWithOpen('yatzy', ['chance']).scores
    // Chance alone: five 1s are worth 5, a reroll of all five 17.5.
    expect(medium.decideKeep({ sheet, dice: [1, 1, 1, 1, 1], roll: 1 })).toEqual([])
  })

  it('every level stops on five alike with only Yatzy open, and writes 50 there', () => {
    const sheet = sheetWithOpen('yatzy', ['yatzy', 'ones'])
    for (const level of COMPUTER_LEVELS) {
      const computer: Computer = computerFor('yatzy', level, sheet, 3)
      const turn = { sheet, dice: [4, 4, 4, 4, 4], roll: 1 }
      expect(computer.decideKeep(turn)).toBe('stop')
      expect(computer.decideBox(turn)).toBe('yatzy')
    }
  })

  it('every level follows the Yahtzee joker: five 5s with Yahtzee at 50 go into Fives', () => {
    const sheet: Sheet = {
      ...sheetWithOpen('yahtzee', ['fives', 'full-house', 'chance'], { yahtzee: 50 }),
      yahtzeeBonuses: 0,
    }
    for (const level of COMPUTER_LEVELS) {
      const box = computerFor('yahtzee', level, sheet).decideBox({
        sheet,
        dice: [5, 5, 5, 5, 5],
        roll: 3,
      })
      expect(box).toBe('fives')
      expect(writeBox('yahtzee', sheet, [5, 5, 5, 5, 5], box).yahtzeeBonuses).toBe(1)
    }
  })

  it('the levels are not one player: Hard differs from Perfect, and two Hard seeds differ', () => {
    const random = seeded(5)
    const rolls = allRolls(5)
    const sheet = emptySheet('forced-yatzy')
    const advisor = advisorCovering('forced-yatzy', sheet)
    const perfect = createComputer({ variant: 'forced-yatzy', options: {}, level: 'perfect', advisor })
    const hardA = createComputer({ variant: 'forced-yatzy', options: {}, level: 'hard', advisor, seed: 1 })
    const hardB = createComputer({ variant: 'forced-yatzy', options: {}, level: 'hard', advisor, seed: 2 })
    const keeps = (c: Computer, dice: number[]) =>
      JSON.stringify(c.decideKeep({ sheet, dice, roll: 1 }))
    let differsFromPerfect = 0
    let seedsDiffer = 0
    for (let i = 0; i < 200; i++) {
      const dice = rolls[Math.floor(random() * rolls.length)]!
      if (keeps(hardA, dice) !== keeps(perfect, dice)) differsFromPerfect++
      if (keeps(hardA, dice) !== keeps(hardB, dice)) seedsDiffer++
    }
    expect(differsFromPerfect).toBeGreaterThan(0)
    expect(seedsDiffer).toBeGreaterThan(0)
  })
})

describe('bad requests get a clear message', () => {
  it('Hard and Perfect need the advisor of their own variant', () => {
    expect(needsAdvisor('hard') && needsAdvisor('perfect')).toBe(true)
    expect(needsAdvisor('easy') || needsAdvisor('medium')).toBe(false)
    expect(() => createComputer({ variant: 'yatzy', options: {}, level: 'perfect' })).toThrow(
      /needs the yatzy advisor/,
    )
    const forcedAdvisor = advisorCovering('forced-yatzy', emptySheet('forced-yatzy'))
    expect(() =>
      createComputer({ variant: 'yatzy', options: {}, level: 'hard', advisor: forcedAdvisor }),
    ).toThrow(/plays yatzy, not forced-yatzy/)
    expect(() =>
      createComputer({ variant: 'yatzy', options: {}, level: 'expert' as 'hard', advisor: forcedAdvisor }),
    ).toThrow(/no computer level "expert"/)
  })

  it("no keep is asked after the last roll, and dice must be the variant's", () => {
    const medium = createComputer({ variant: 'yatzy', options: {}, level: 'medium' })
    const sheet = emptySheet('yatzy')
    expect(() => medium.decideKeep({ sheet, dice: [1, 2, 3, 4, 5], roll: 3 })).toThrow(/last/)
    expect(() => medium.decideKeep({ sheet, dice: [1, 2, 3, 4], roll: 1 })).toThrow(/5 dice/)
    const full = sheetWithOpen('yatzy', [])
    expect(() => medium.decideBox({ sheet: full, dice: [1, 2, 3, 4, 5], roll: 3 })).toThrow(/full/)
  })
})

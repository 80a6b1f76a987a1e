import { defineComponent, type ComputedRef } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db'
import { useGameStore } from '@/stores/game'
import { useTurnStore } from '@/stores/turn'
import { usePlayerNames } from '@/composables/usePlayerNames'
import { mountWithApp } from '../helpers/mount'
import { resetDatabase } from '../helpers/db'

beforeEach(async () => {
  await resetDatabase()
  setActivePinia(createPinia())
})

describe('the game’s switches (hints, win chances)', () => {
  it('are stored, and leave the sheet’s figures as they were: nothing on the sheet is drawn again', async () => {
    // The names as the game screen shows them (they need the app's messages).
    let names!: ComputedRef<string[]>
    mountWithApp(defineComponent({ setup: () => ((names = usePlayerNames()), () => null) }))
    const game = useGameStore()
    const turn = useTurnStore()
    await game.start({ variant: 'yatzy', options: {}, players: ['Ann', 'Bo'] })
    turn.enterDice([6, 6, 6, 6, 2])
    expect(await turn.write('sixes')).toEqual({ ok: true })
    const figures = game.state
    const sheet = game.currentSheet
    expect(figures?.totals[0]?.total).toBe(24)
    // Bo's roll is in, its second of the turn.
    turn.enterDice([1, 2, 3, 4, 5])
    expect(turn.setRollsUsed(2)).toEqual({ ok: true })
    const offers = turn.offers
    expect(offers?.['small-straight']?.score).toBe(15)
    const writable = turn.writable
    expect(writable).toContain('small-straight')
    const shownNames = names.value
    expect(shownNames).toEqual(['Ann', 'Bo'])

    expect(await game.toggleHints(true)).toEqual({ ok: true })
    expect(await game.toggleWinChances(true)).toEqual({ ok: true })
    expect(game.record).toMatchObject({ hints: true, winChances: true })
    expect(await db.games.get(game.record!.id)).toMatchObject({ hints: true, winChances: true })
    // The very same objects: a component reading them has nothing to render again.
    expect(game.state).toBe(figures)
    expect(game.currentSheet).toBe(sheet)
    // The turn goes on as it was: the same roll, its offers not worked out again.
    expect(turn.dice).toEqual([1, 2, 3, 4, 5])
    expect(turn.rollsUsed).toBe(2)
    expect(turn.offers).toBe(offers)
    // The boxes' list and the names every sheet shows: the very same, so no sheet renders again.
    expect(turn.writable).toBe(writable)
    expect(names.value).toBe(shownNames)

    // A write that moves the sheet still derives new figures, and starts the next turn afresh.
    turn.enterDice([1, 1, 1, 2, 3])
    expect(await turn.write('ones')).toEqual({ ok: true })
    expect(game.state).not.toBe(figures)
    expect(game.state?.totals[1]?.total).toBe(3)
    expect(turn.dice).toEqual([])
  })
})

describe('the same roll entered again', () => {
  it('works nothing out again: the dice field’s change event as a switch is tapped draws no sheet', async () => {
    const game = useGameStore()
    const turn = useTurnStore()
    await game.start({ variant: 'yatzy', options: {}, players: ['Ann', 'Bo'] })
    expect(turn.enterDice([1, 1, 1, 4, 6])).toEqual({ ok: true })
    const dice = turn.dice
    const offers = turn.offers
    expect(offers?.ones?.score).toBe(3)
    // Leaving the field (a tap on Hints) hands its text on once more: the very same roll.
    expect(turn.enterDice([1, 1, 1, 4, 6])).toEqual({ ok: true })
    expect(turn.dice).toBe(dice)
    expect(turn.offers).toBe(offers)
    expect(turn.rollsUsed).toBe(1)
    // Another roll is worked out, and counts as the turn's next.
    expect(turn.enterDice([2, 2, 5, 5, 6])).toEqual({ ok: true })
    expect(turn.offers).not.toBe(offers)
    expect(turn.offers?.twos?.score).toBe(4)
    expect(turn.rollsUsed).toBe(2)
  })
})

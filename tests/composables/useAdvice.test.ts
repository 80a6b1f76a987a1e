import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { effectScope, nextTick, ref } from 'vue'
import type { TableOptions } from '@/rules'
import { useAdvice } from '@/composables/useAdvice'
import { sheetWithOpen } from '../helpers/advisor'
import { eventually } from '../helpers/game-driver'

beforeEach(() => setActivePinia(createPinia()))

describe('useAdvice', () => {
  it('advises a Maxi Yatzy game by its own full straight, and follows a change of game', async () => {
    // Only Full straight and Chance open; 1 2 3 4 5 6 on the last roll.
    const input = {
      variant: 'maxi-yatzy' as const,
      sheet: sheetWithOpen('maxi-yatzy', ['full-straight', 'chance']),
      dice: [1, 2, 3, 4, 5, 6],
      roll: 3,
    }
    const options = ref<TableOptions>({ fullStraight: 30 })
    const scope = effectScope()
    const { advice } = scope.run(() => useAdvice('maxi-yatzy', input, options))!
    // The straight now, then Chance for one turn (28 expected; see tests/advisor/maxi.test.ts).
    await eventually(() => expect(advice.value?.boxes[0]).toMatchObject({ score: 30 }))
    expect(advice.value!.boxes[0]!.box).toBe('full-straight')
    expect(advice.value!.bestExpectedFinal).toBeCloseTo(58, 10)

    options.value = { fullStraight: 21 }
    await eventually(() => expect(advice.value?.boxes[0]).toMatchObject({ score: 21 }))
    expect(advice.value!.bestExpectedFinal).toBeCloseTo(49, 10)
    scope.stop()
  })
})

describe('useAdvice, asked again about the same turn', () => {
  it('keeps its advice: a switch stored (a new record, the same roll) changes no mark', async () => {
    const sheet = sheetWithOpen('maxi-yatzy', ['full-straight', 'chance'])
    const dice = [1, 2, 3, 4, 5, 6]
    const input = ref({ variant: 'maxi-yatzy' as const, sheet, dice, roll: 3 })
    const options = ref<TableOptions>({ fullStraight: 30 })
    const scope = effectScope()
    const { advice } = scope.run(() => useAdvice('maxi-yatzy', input, options))!
    // Full straight pays 30 and Chance 21: both costed.
    await eventually(() => expect(advice.value?.boxes).toHaveLength(2))
    const first = advice.value
    // A new record: new objects for the input and the options, with the same turn in them.
    input.value = { ...input.value }
    options.value = { fullStraight: 30 }
    // An advisor that has advised before answers in the watcher itself: one tick is enough.
    await nextTick()
    expect(advice.value).toBe(first)
    // Another roll is advised anew.
    input.value = { ...input.value, dice: [6, 6, 6, 6, 6, 6] }
    await eventually(() => expect(advice.value).not.toBe(first))
    expect(advice.value?.boxes.map((option) => option.score).sort((a, b) => a - b)).toEqual([0, 36])
    scope.stop()
  })
})

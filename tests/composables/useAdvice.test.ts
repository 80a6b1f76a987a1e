import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { effectScope, ref } from 'vue'
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

import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { mountWithApp } from '../helpers/mount'
import { useI18n } from '@/i18n'
import { useCostFormat, useCostWords } from '@/composables/useCostFormat'
import { adviceLegend, boxHintsOf } from '@/composables/useTurnHints'
import type { Advice } from '@/advisor'
import type { BoxId } from '@/rules'

/** Advice on a last roll with these boxes and costs against the best (the first is the best). */
function lastRoll(optimal: boolean, boxes: [BoxId, number][]): Advice {
  return {
    variant: optimal ? 'yatzy' : 'maxi-yatzy',
    roll: 3,
    rollsLeft: 0,
    optimal,
    currentTotal: 40,
    bestExpectedFinal: 233,
    keeps: [],
    boxes: boxes.map(([box, cost]) => ({ box, score: 0, expectedFinal: 233 + cost, cost })),
  }
}

/** The legend and the marks on the boxes, as the game screen words them in English. */
function shown(advice: Advice) {
  let result: { legend: string; advised: BoxId[]; costs: string[] } | undefined
  mountWithApp(
    defineComponent({
      setup() {
        const { t } = useI18n()
        const formatCost = useCostFormat()
        const costWords = useCostWords()
        const hints = boxHintsOf(advice, formatCost)
        result = {
          legend: adviceLegend(advice, { t, formatCost, costWords }),
          advised: (Object.keys(hints) as BoxId[]).filter((box) => hints[box]!.advised),
          costs: Object.values(hints).map((hint) => formatCost(hint!.cost)),
        }
        return () => h('div')
      },
    }),
  )
  return result!
}

describe('the hints never contradict themselves', () => {
  it('Maxi’s heuristic calls its ◆ best by the estimate, not by perfect play', () => {
    const { legend } = shown(
      lastRoll(false, [
        ['chance', 0],
        ['sixes', -3],
      ]),
    )
    expect(legend).toBe('◆ best by the estimate · −3 = 3 points less than the best')
    expect(legend).not.toContain('perfect play')
  })

  it('an exact table’s ◆ is best by perfect play', () => {
    expect(
      shown(
        lastRoll(true, [
          ['twos', 0],
          ['sixes', -3],
        ]),
      ).legend,
    ).toMatch(/^◆ best by perfect play · /)
  })

  it('one point less is one point, not "1 points"', () => {
    expect(
      shown(
        lastRoll(true, [
          ['twos', 0],
          ['sixes', -1],
        ]),
      ).legend,
    ).toBe('◆ best by perfect play · −1 = 1 point less than the best')
  })

  it('a box as good as the best to the tenth shown is marked best too, never "= best" beside ◆', () => {
    // Small straight 0.04 points behind Twos: both read "best", so both carry the ◆.
    const { advised } = shown(
      lastRoll(true, [
        ['twos', 0],
        ['small-straight', -0.04],
        ['sixes', -2],
      ]),
    )
    expect(advised.sort()).toEqual(['small-straight', 'twos'])
  })
})

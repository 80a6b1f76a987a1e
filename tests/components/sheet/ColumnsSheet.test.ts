import { describe, expect, it } from 'vitest'
import { emptySheet, gameRules, writeBox, writeScore, type BoxId, type Sheet } from '@/rules'
import { playersOf } from '@/db/figures'
import { mountWithApp } from '../../helpers/mount'
import ColumnsSheet from '@/components/sheet/ColumnsSheet.vue'
import { loadEveryScreen } from '@/i18n'

const TRIPLE = gameRules('yatzy', { columns: [1, 2, 3] })
const UPPER: BoxId[] = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes']

/** The hand-counted sheet of docs/RULES.md: 113 × 1 + 74 × 2 + 19 × 3 = 318. */
function handCounted(): Sheet {
  let sheet = emptySheet(TRIPLE)
  UPPER.forEach((box, i) => (sheet = writeScore(TRIPLE, sheet, box, 3 * (i + 1), { column: 0 })))
  sheet = writeScore(TRIPLE, sheet, 'sixes', 24, { column: 1 })
  sheet = writeScore(TRIPLE, sheet, 'yatzy', 50, { column: 1 })
  return writeBox(TRIPLE, sheet, [2, 2, 5, 5, 5], 'full-house', { column: 2 })
}

describe('ColumnsSheet', () => {
  it('shows each column’s sum, bonus and total, what it counts, and the player’s total', async () => {
    await loadEveryScreen()
    const { wrapper } = mountWithApp(ColumnsSheet, {
      props: {
        rules: TRIPLE,
        players: ['Anna', 'Bo'],
        figures: playersOf(TRIPLE, [handCounted(), emptySheet(TRIPLE)]),
        currentPlayer: null,
      },
    })
    const row = (kind: string) =>
      wrapper.findAll(`.columns-sheet__row--${kind} td`).map((cell) => cell.text())
    expect(wrapper.findAll('.columns-sheet__times').map((cell) => cell.text())).toEqual([
      '×1',
      '×2',
      '×3',
      '×1',
      '×2',
      '×3',
    ])
    expect(row('upper')).toEqual(['63', '24', '0', '0', '0', '0'])
    expect(row('bonus')).toEqual(['50', '0', '0', '0', '0', '0'])
    expect(row('total')).toEqual(['113', '74', '19', '0', '0', '0'])
    expect(row('counts')).toEqual(['113', '148', '57', '0', '0', '0'])
    expect(row('grand')).toEqual(['318', '0'])
    expect(wrapper.text()).toContain('Column total')
  })

  it('hides sums and totals while the table hides them, but not the boxes', async () => {
    await loadEveryScreen()
    const { wrapper } = mountWithApp(ColumnsSheet, {
      props: {
        rules: TRIPLE,
        players: ['Anna'],
        figures: playersOf(TRIPLE, [handCounted()]),
        currentPlayer: 0,
        hideTotals: true,
      },
    })
    expect(wrapper.findAll('.columns-sheet__row--grand td').map((c) => c.text())).toEqual(['–'])
    const yatzy = wrapper.findAll('tr').find((tr) => tr.find('th').text() === 'Yatzy')!
    expect(yatzy.findAll('td').map((c) => c.text())).toEqual(['', '50', ''])
  })
})

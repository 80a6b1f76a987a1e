/**
 * A table whose pad prints Chance last (and Full house after the kinds) sees its rows so on the
 * full sheet, a column game's sheet and the turn's grid, with the same totals as the rule book's.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { gameRules, writeBox, type Sheet, type TableOptions } from '@/rules'
import { playersOf } from '@/db/figures'
import { mountWithApp } from '../../helpers/mount'
import { HAND_COUNTED_YATZY } from '../../helpers/yatzy-sheet'
import ScoreSheet from '@/components/sheet/ScoreSheet.vue'
import ColumnsSheet from '@/components/sheet/ColumnsSheet.vue'
import TurnBoxGrid from '@/components/turn/TurnBoxGrid.vue'
import { loadEveryScreen, setLocale } from '@/i18n'

const MOVED: TableOptions = { chanceRow: 'last', fullHouseRow: 'after-kinds' }
const ROLLS = HAND_COUNTED_YATZY
const LOWER_AS_PRINTED = [
  'One pair', 'Two pairs', 'Three of a kind', 'Four of a kind', 'Full house', 'Small straight',
  'Large straight', 'Yatzy', 'Chance',
] // prettier-ignore

function played(options: TableOptions, column?: number): Sheet {
  const rules = gameRules('yatzy', options)
  let sheet: Sheet = {
    scores: {},
    ...(options.columns ? { columns: options.columns.map(() => ({ scores: {} })) } : {}),
  }
  for (const [box, dice] of ROLLS) sheet = writeBox(rules, sheet, dice, box, { column })
  return sheet
}

afterEach(async () => {
  document.body.innerHTML = ''
  await setLocale('en')
})

describe('the table’s row order on every sheet', () => {
  it('shows Chance as the full sheet’s last row, Full house after the kinds, same total', async () => {
    await loadEveryScreen()
    const sheet = (options: TableOptions) => {
      const rules = gameRules('yatzy', options)
      return mountWithApp(ScoreSheet, {
        props: {
          rules,
          players: ['Anna'],
          figures: playersOf(rules, [played(options)]),
          currentPlayer: null,
        },
      }).wrapper
    }
    const moved = sheet(MOVED)
    const labels = moved.findAll('tr[data-box] th').map((cell) => cell.text())
    expect(labels.slice(6)).toEqual(LOWER_AS_PRINTED)
    expect(moved.find('tr[data-box="chance"] td').text()).toBe('23')
    const total = (wrapper: typeof moved) => wrapper.find('.sheet__total td').text()
    expect(total(moved)).toBe('314')
    expect(total(sheet({}))).toBe('314')
  })

  it('shows Chance last in a column game’s sheet', async () => {
    await loadEveryScreen()
    const options: TableOptions = { ...MOVED, columns: [1, 2, 3] }
    const rules = gameRules('yatzy', options)
    const { wrapper } = mountWithApp(ColumnsSheet, {
      props: {
        rules,
        players: ['Anna'],
        figures: playersOf(rules, [played(options, 2)]),
        currentPlayer: null,
      },
    })
    const labels = wrapper.findAll('.columns-sheet__row--box th').map((cell) => cell.text())
    expect(labels.slice(6)).toEqual(LOWER_AS_PRINTED)
    // 314 in the ×3 column.
    expect(wrapper.find('.columns-sheet__row--grand td').text()).toBe('942')
  })

  it('orders the turn’s grid the same way', async () => {
    await loadEveryScreen()
    const { wrapper } = mountWithApp(TurnBoxGrid, {
      props: {
        rules: gameRules('yatzy', MOVED),
        sheet: { scores: {} },
        playerName: 'Anna',
        writable: [],
        markBest: false,
      },
    })
    const names = wrapper.findAll('.turn-box__name').map((cell) => cell.attributes('data-name'))
    expect(names.slice(6)).toEqual(LOWER_AS_PRINTED)
  })
})

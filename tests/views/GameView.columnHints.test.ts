import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db'
import { advisorKey } from '@/advisor'
import { useAdvisorStore } from '@/stores/advisor'
import { eventually } from '../helpers/game-driver'
import { startGame } from '../helpers/start-game'
import { exactAdvisor } from '../../scripts/lib/cached-advisor'

// The Yatzy table takes seconds to solve in the page's thread: the build's cached one is handed
// to the advisor store, as a device that solved it before would have it.
const yatzy = exactAdvisor('yatzy')

describe('hints in a column game (Triple Yatzy ×1 ×2 ×3)', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('name the estimated box and column; win chances stay off and say why', async () => {
    const { wrapper, driver } = await startGame({
      variant: 'yatzy',
      options: { columns: [1, 2, 3] },
      players: ['Hilda'],
    })
    useAdvisorStore().byKey[advisorKey('yatzy', {})] = { status: 'ready', advisor: yatzy }
    const win = wrapper
      .findAll('button')
      .find((b) => b.attributes('aria-label') === 'Show win chances')
    expect(win?.attributes('disabled')).toBeDefined()
    expect(win?.attributes('title')).toMatch(/^Win chances are off in a column game/)

    const hints = wrapper.findAll('button').find((b) => b.text() === 'Hints')!
    await hints.trigger('click')
    await eventually(() => expect(hints.attributes('aria-pressed')).toBe('true'))
    // Five sixes on an empty sheet: a Yatzy's surplus over a column's average turn counts three
    // times in the ×3 column.
    await driver.enterDice('66666')
    await eventually(() =>
      expect(wrapper.get('[role="status"].turn-panel__legend').text()).toBe('Estimate: Yatzy ×3'),
    )
  })
})

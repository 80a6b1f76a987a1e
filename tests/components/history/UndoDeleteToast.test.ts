import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db, getGame } from '@/db'
import UndoDeleteToast from '@/components/history/UndoDeleteToast.vue'
import { UNDO_DELETE_MS, useDeletedGame } from '@/composables/useDeletedGame'
import { mountWithApp } from '../../helpers/mount'
import { eventually } from '../../helpers/game-driver'
import { finishedGameAt, seededRandom } from '../../fixtures/games'

const game = () =>
  finishedGameAt(seededRandom(1), { variant: 'yatzy', players: ['Anna'], id: 'g1' }, 1e12)

describe('the undo toast after a delete', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
  })
  afterEach(() => {
    useDeletedGame().forget()
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('offers "Undo" for six seconds in a live region, then goes away', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    useDeletedGame().remember(game())
    const { wrapper } = mountWithApp(UndoDeleteToast)
    const region = wrapper.get('.toast-region')
    expect(region.attributes('role')).toBe('status')
    // Empty at first, so screen readers hear the message arrive.
    expect(region.text()).toBe('')
    await vi.advanceTimersByTimeAsync(100)
    expect(region.text()).toContain('Game deleted.')

    await vi.advanceTimersByTimeAsync(UNDO_DELETE_MS - 500)
    expect(region.text()).toContain('Undo')
    await vi.advanceTimersByTimeAsync(500)
    expect(region.text()).toBe('')
  })

  it('waits while the player has focus on it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    useDeletedGame().remember(game())
    const { wrapper } = mountWithApp(UndoDeleteToast)
    await vi.advanceTimersByTimeAsync(100)
    await wrapper.get('.toast').trigger('focusin')
    await vi.advanceTimersByTimeAsync(UNDO_DELETE_MS * 2)
    expect(wrapper.text()).toContain('Undo')
    await wrapper.get('.toast').trigger('focusout')
    await vi.advanceTimersByTimeAsync(UNDO_DELETE_MS)
    expect(wrapper.text()).not.toContain('Undo')
  })

  it('puts the game back on "Undo"', async () => {
    useDeletedGame().remember(game())
    const { wrapper } = mountWithApp(UndoDeleteToast)
    await eventually(() => expect(wrapper.find('button').exists()).toBe(true))
    await wrapper.get('button').trigger('click')
    await eventually(() => expect(wrapper.text()).toContain('Game restored.'))
    expect(wrapper.emitted('restored')).toHaveLength(1)
    expect((await getGame('g1'))?.players[0]?.name).toBe('Anna')
  })
})

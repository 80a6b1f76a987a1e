import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGame, db, getGame } from '@/db'
import ResumeList from '@/components/home/ResumeList.vue'
import { mountWithApp } from '../../helpers/mount'
import { eventually } from '../../helpers/game-driver'

describe('games in progress on Home', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('deletes an unfinished game at once and brings it back on Undo', async () => {
    const game = await createGame({ variant: 'yatzy', players: ['Anna', 'Bo'] })
    const { wrapper } = mountWithApp(ResumeList)
    const del = 'button[aria-label="Delete Yatzy with Anna, Bo"]'
    await eventually(() => expect(wrapper.find(del).exists()).toBe(true))
    await wrapper.get(del).trigger('click')
    await eventually(() => expect(wrapper.find(del).exists()).toBe(false))
    expect(await getGame(game.id)).toBeUndefined()
    await eventually(() => expect(wrapper.text()).toContain('Game deleted.'))
    const undo = wrapper.findAll('button').find((b) => b.text() === 'Undo')!
    await undo.trigger('click')
    await eventually(() => expect(wrapper.find(del).exists()).toBe(true))
    expect((await getGame(game.id))?.players.map((p) => p.name)).toEqual(['Anna', 'Bo'])
  })
})

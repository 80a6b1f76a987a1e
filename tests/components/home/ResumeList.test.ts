import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { createGame, db, deleteGame, getGame, type GameRecord } from '@/db'
import ResumeList from '@/components/home/ResumeList.vue'
import { useDeletedGame } from '@/composables/useDeletedGame'
import { mountWithApp } from '../../helpers/mount'
import { eventually } from '../../helpers/game-driver'
import { makeGame, seededRandom } from '../../fixtures/games'
import { storeGames } from '../../helpers/db'

const DELETE_ANNA_BO = 'button[aria-label="Delete Yatzy with Anna, Bo"]'

let mounted: VueWrapper | null = null

function showList() {
  mounted = mountWithApp(ResumeList).wrapper as VueWrapper
  return mounted
}

/** Games listed, top to bottom, as "Variant: players". */
function listed(wrapper: VueWrapper): string[] {
  return wrapper
    .findAll('a.resume__game')
    .map((link) => `${link.find('strong').text()}: ${link.findAll('span')[0]!.text()}`)
}

/** Writes a game straight to IndexedDB, as another app version would: no tab is told. */
function writeBehindTheAppsBack(game: GameRecord): Promise<void> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open('yatzy-pad')
    opening.onsuccess = () => {
      const transaction = opening.result.transaction('games', 'readwrite')
      transaction.objectStore('games').put(game)
      transaction.oncomplete = () => (opening.result.close(), resolve())
      transaction.onerror = () => reject(transaction.error)
    }
    opening.onerror = () => reject(opening.error)
  })
}

describe('games in progress on Home', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
  })
  afterEach(() => {
    mounted?.unmount()
    mounted = null
    useDeletedGame().forget()
    vi.restoreAllMocks()
    document.body.innerHTML = ''
  })

  it('lists the games in progress, the last played first, with whose turn it is', async () => {
    const random = seededRandom(2)
    await storeGames([
      makeGame(random, { variant: 'maxi-yatzy', players: ['Cai'], moves: 0, startAt: 1e12 }),
      makeGame(random, { variant: 'yatzy', players: ['Anna', 'Bo'], moves: 3, startAt: 2e12 }),
    ])
    const wrapper = showList()
    await eventually(() => expect(listed(wrapper)).toEqual(['Yatzy: Anna, Bo', 'Maxi Yatzy: Cai']))
    expect(wrapper.get('h2').text()).toBe('Games in progress')
    expect(wrapper.text()).toContain('Round 2 · Bo to play')
    expect(wrapper.text()).toContain('Round 1 · Cai to play')
  })

  it('deletes an unfinished game at once and brings it back on Undo', async () => {
    const game = await createGame({ variant: 'yatzy', options: {}, players: ['Anna', 'Bo'] })
    const wrapper = showList()
    await eventually(() => expect(wrapper.find(DELETE_ANNA_BO).exists()).toBe(true))
    await wrapper.get(DELETE_ANNA_BO).trigger('click')
    expect(wrapper.find(DELETE_ANNA_BO).exists()).toBe(false)
    await eventually(async () => expect(await getGame(game.id)).toBeUndefined())
    await eventually(() => expect(wrapper.text()).toContain('Game deleted.'))
    const undo = wrapper.findAll('button').find((b) => b.text() === 'Undo')!
    await undo.trigger('click')
    await eventually(() => expect(wrapper.find(DELETE_ANNA_BO).exists()).toBe(true))
    expect((await getGame(game.id))?.players.map((p) => p.name)).toEqual(['Anna', 'Bo'])
  })

  it('a delete refused because the game moved on meanwhile: the game stays, and the reason shows', async () => {
    const game = await createGame({ variant: 'yatzy', options: {}, players: ['Anna', 'Bo'] })
    const wrapper = showList()
    await eventually(() => expect(wrapper.find(DELETE_ANNA_BO).exists()).toBe(true))
    await writeBehindTheAppsBack({ ...(await getGame(game.id))!, revision: game.revision + 1 })
    await wrapper.get(DELETE_ANNA_BO).trigger('click')
    await eventually(() =>
      expect(wrapper.get('[role="alert"]').text()).toContain('could not be deleted'),
    )
    expect(wrapper.find(DELETE_ANNA_BO).exists()).toBe(true)
    expect(await getGame(game.id)).toBeDefined()
  })

  it('follows what another tab starts and deletes', async () => {
    const wrapper = showList()
    const game = await createGame({ variant: 'yatzy', options: {}, players: ['Anna', 'Bo'] })
    await eventually(() => expect(listed(wrapper)).toEqual(['Yatzy: Anna, Bo']))
    await deleteGame(game.id)
    await eventually(() => expect(listed(wrapper)).toEqual([]))
  })

  it('reads the list again when the player comes back to the tab', async () => {
    const wrapper = showList()
    await createGame({ variant: 'yatzy', options: {}, players: ['Anna', 'Bo'] })
    await eventually(() => expect(listed(wrapper)).toHaveLength(1))
    await writeBehindTheAppsBack(
      makeGame(seededRandom(4), {
        variant: 'yatzy',
        players: ['Dan'],
        moves: 2,
        startAt: Date.now(),
      }),
    )
    document.dispatchEvent(new Event('visibilitychange'))
    await eventually(() => expect(listed(wrapper)).toEqual(['Yatzy: Dan', 'Yatzy: Anna, Bo']))
  })

  it('without storage (a private window): no list and no error', async () => {
    await createGame({ variant: 'yatzy', options: {}, players: ['Anna', 'Bo'] })
    const open = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError')
    })
    const logged = vi.spyOn(console, 'error')
    const wrapper = showList()
    await eventually(() => expect(open).toHaveBeenCalled())
    await flushPromises()
    expect(wrapper.find('section').exists()).toBe(false)
    expect(logged).not.toHaveBeenCalled()
    expect(wrapper.find('[role="alert"]').exists()).toBe(false)
  })
})

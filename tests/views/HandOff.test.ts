import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db, getGame } from '@/db'
import HandOffView from '@/views/HandOffView.vue'
import ReceiveGameView from '@/views/ReceiveGameView.vue'
import { mountWithApp } from '../helpers/mount'
import { eventually } from '../helpers/game-driver'
import { dumpDatabase } from '../helpers/db'
import { LOW_YATZY, PERFECT_YATZY, playGame } from '../helpers/played-game'

async function handOffLink(id: string): Promise<string> {
  const { wrapper } = mountWithApp(HandOffView, { props: { id } })
  await eventually(() => expect(wrapper.find('input[readonly]').exists()).toBe(true))
  const svg = wrapper.get('svg.qr')
  expect(svg.attributes('role')).toBe('img')
  expect(Number(svg.attributes('data-version'))).toBeGreaterThan(0)
  const link = (wrapper.get('input[readonly]').element as HTMLInputElement).value
  wrapper.unmount()
  return link
}

async function openLink(link: string) {
  const payload = link.split('#/receive/')[1]!
  const { wrapper } = mountWithApp(ReceiveGameView, { props: { payload } })
  await eventually(() =>
    expect(wrapper.find('p[role="status"], p[role="alert"]').text()).not.toMatch(/Checking/),
  )
  return wrapper
}

describe('handing a game to another phone', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('shows a game in progress as a QR code and a link that adds it, ready to continue', async () => {
    const game = await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY }, 9)
    const link = await handOffLink(game.id)
    expect(link).toMatch(/#\/receive\/[A-Za-z0-9_-]+$/)

    // The other phone: an empty database.
    await db.delete()
    await db.open()
    const wrapper = await openLink(link)
    expect(wrapper.text()).toContain('Game added to this phone.')
    const next = wrapper.findAll('a').find((a) => a.text() === 'Continue the game')
    expect(next?.attributes('href')).toBe(`/game/${game.id}`)
    expect((await getGame(game.id))?.moves).toHaveLength(9)
  })

  it('adds nothing when the same link is opened twice', async () => {
    const game = await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY })
    const link = await handOffLink(game.id)
    const before = await dumpDatabase()
    const wrapper = await openLink(link)
    expect(wrapper.text()).toContain('already has this game')
    expect(wrapper.findAll('a').find((a) => a.text() === 'See the game')).toBeDefined()
    expect(await dumpDatabase()).toBe(before)
  })

  it('refuses a cut link with a clear message and stores nothing', async () => {
    const game = await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY }, 20)
    const link = await handOffLink(game.id)
    await db.delete()
    await db.open()
    const before = await dumpDatabase()
    const wrapper = await openLink(link.slice(0, -10))
    expect(wrapper.get('[role="alert"]').text()).toMatch(/damaged or cut short.*Nothing was added/)
    expect(wrapper.findAll('a').map((a) => a.text())).not.toContain('Continue the game')
    expect(await dumpDatabase()).toBe(before)
  })
})

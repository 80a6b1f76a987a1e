import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import JoinTableView from '@/views/JoinTableView.vue'
import TableHostPanel from '@/components/live/TableHostPanel.vue'
import type { HostPairing } from '@/live'
import { useLiveTableStore } from '@/stores/live-table'
import { toProblem } from '@/stores/problem'
import { useGameStore } from '@/stores/game'
import type { GameRecord } from '@/db'
import { mountWithApp } from '../../helpers/mount'
import {
  restoreFeatures,
  withCamera,
  withLiveTable,
  withNavigator,
  withoutLiveTable,
  withQrDecoder,
} from '../../helpers/browser-features'

/**
 * "Join a table" and "Play on several phones" check what the browser can do before they ask for
 * anything: without WebRTC they say so in words (and offer the hand-off link) before a code is
 * made or typed; without a camera they say "type or paste", never "scan"; the codes have Copy on
 * both phones; and what went wrong is said in words, never as the browser's own message.
 */
const NO_LIVE = 'This browser cannot join a live table; hand the game on by link instead.'

function button(wrapper: VueWrapper, name: string) {
  return wrapper.findAll('button').find((candidate) => candidate.text() === name)
}

/** The host's panel, opened; offerPhone is left to the test (its code is set by hand). */
async function openHostPanel(offer = true) {
  const mounted = mountWithApp(TableHostPanel)
  useGameStore().record = {
    id: 'g1',
    variant: 'yatzy',
    options: {},
    players: [{ name: 'Anna' }],
    moves: [],
    revision: 1,
  } as unknown as GameRecord
  const table = useLiveTableStore()
  const offerPhone = vi.spyOn(table, 'offerPhone').mockResolvedValue(true)
  if (offer) table.offer = { code: 'HOSTCODE', fingerprint: 'f', cancel: () => {} } as HostPairing
  await mounted.wrapper.get('button[aria-controls="table-host-pairing"]').trigger('click')
  await flushPromises()
  return { ...mounted, table, offerPhone }
}

beforeEach(() => {
  withQrDecoder()
  withCamera(false)
})
afterEach(() => {
  restoreFeatures()
  vi.restoreAllMocks()
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined })
  document.body.innerHTML = ''
})

describe('a browser without WebRTC (Debian’s WebKitGTK)', () => {
  beforeEach(withoutLiveTable)

  it('Join a table says so before a code is typed, and takes none', async () => {
    const { wrapper } = mountWithApp(JoinTableView)
    const join = vi.spyOn(useLiveTableStore(), 'join')
    await flushPromises()
    expect(wrapper.text()).toContain(NO_LIVE)
    expect(wrapper.find('textarea').exists()).toBe(false)
    expect(button(wrapper, 'Join')).toBeUndefined()
    expect(join).not.toHaveBeenCalled()
  })

  it('Play on several phones says so before a code is made, and offers the hand-off link', async () => {
    const { wrapper, offerPhone } = await openHostPanel(false)
    expect(wrapper.text()).toContain(NO_LIVE)
    expect(offerPhone).not.toHaveBeenCalled()
    expect(wrapper.find('textarea').exists()).toBe(false)
    expect(wrapper.text()).not.toContain('Something went wrong')
    const link = wrapper.findAll('a').find((a) => a.text() === 'Hand the game on by link')
    expect(link?.attributes('href')).toBe('/handoff/g1')
  })
})

describe('a browser with WebRTC', () => {
  beforeEach(withLiveTable)

  it('makes the host’s code as the panel opens, in three numbered steps', async () => {
    const { wrapper, offerPhone } = await openHostPanel(false)
    expect(offerPhone).toHaveBeenCalledOnce()
    expect(wrapper.text()).not.toContain(NO_LIVE)
  })

  it('without a camera, both phones say type or paste, never scan', async () => {
    const { wrapper: host } = await openHostPanel()
    const hostSteps = host.findAll('.pairing-step__title').map((title) => title.text())
    expect(hostSteps).toEqual([
      '1Show this code to the other phone',
      '2Type or paste the answer code from the other phone',
      '3Connected',
    ])
    expect(button(host, 'Scan the answer code')).toBeUndefined()
    host.unmount()

    const { wrapper: guest } = mountWithApp(JoinTableView)
    await flushPromises()
    const guestSteps = guest.findAll('.pairing-step__title').map((title) => title.text())
    expect(guestSteps).toEqual([
      "1Type or paste the host's code",
      '2Show your answer code to the host',
      '3Connected',
    ])
    expect(guest.text()).not.toMatch(/scan/i)
  })

  it('with a camera, both phones say scan or type, and offer the scan', async () => {
    withCamera(true)
    const { wrapper: host } = await openHostPanel()
    await flushPromises()
    expect(host.text()).toContain('2Scan or type the answer code from the other phone')
    expect(button(host, 'Scan the answer code')).toBeDefined()
    host.unmount()
    const { wrapper: guest } = mountWithApp(JoinTableView)
    await flushPromises()
    expect(guest.text()).toContain("1Scan or type the host's code")
    expect(button(guest, "Scan the host's code")).toBeDefined()
  })

  it('the guest’s answer code has Copy, which copies it, or says in words that it cannot', async () => {
    const { wrapper } = mountWithApp(JoinTableView)
    const table = useLiveTableStore()
    // The host's code is in and the answer made; the host has not answered yet.
    vi.spyOn(table, 'join').mockImplementation(() => {
      table.answer = 'ANSWERCODE'
      return new Promise(() => {})
    })
    await flushPromises()
    await wrapper.get('textarea').setValue('HOSTCODE')
    await button(wrapper, 'Join')!.trigger('click')
    await flushPromises()
    expect(wrapper.get('.pairing-code textarea').element).toHaveProperty('value', 'ANSWERCODE')

    const writeText = vi.fn().mockResolvedValue(undefined)
    withNavigator('clipboard', { writeText })
    await button(wrapper, 'Copy')!.trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith('ANSWERCODE')
    expect(wrapper.get('.pairing-code [role="status"]').text()).toBe('Copied.')

    withNavigator('clipboard', undefined)
    await wrapper.findAll('button').find((b) => b.text().endsWith('Copy'))!.trigger('click')
    await flushPromises()
    expect(wrapper.get('.pairing-code [role="status"]').text()).toBe(
      'Copying is not possible here: select the code and copy it yourself.',
    )
  })

  it('says what went wrong in words, never the browser’s own message', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { wrapper, table } = await openHostPanel(false)
    table.problem = toProblem(new ReferenceError("Can't find variable: RTCPeerConnection"))
    await flushPromises()
    const alert = wrapper.get('[role="alert"]').text()
    expect(alert).toBe(
      'Something went wrong. Try again; if it keeps happening, reload the page.',
    )
    // The detail is kept for whoever looks in the console.
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("Can't find variable"))
  })
})

describe('who enters what', () => {
  beforeEach(withLiveTable)

  it('each choice is one label, its description part of it: a tap on the description chooses it', async () => {
    const { wrapper, table } = await openHostPanel()
    const radio = wrapper.get('input[value="own-seat"]')
    const label = radio.element.closest('label')!
    expect(label.textContent).toContain('Each phone its own seat')
    expect(label.textContent).toContain("Each phone writes only its own player's boxes.")
    const description = wrapper
      .findAll('.seat-mode__hint')
      .find((hint) => hint.text() === "Each phone writes only its own player's boxes.")!
    await description.trigger('click')
    expect(table.mode).toBe('own-seat')
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import JoinTableView from '@/views/JoinTableView.vue'
import TableHostPanel from '@/components/live/TableHostPanel.vue'
import { encodePairingCode, type PairingRole } from '@/live/pairing-code'
import type { HostPairing } from '@/live'
import { useLiveTableStore } from '@/stores/live-table'
import { mountWithApp } from '../../helpers/mount'
import { restoreFeatures, withLiveTable, withQrDecoder } from '../../helpers/browser-features'

/**
 * The scan buttons end to end down to the browser: getUserMedia (a fake camera, or a refusal)
 * and the QR decoder (a list of what each frame shows) are replaced; the rest is the app's.
 */
const boundary = vi.hoisted(() => ({ frames: [] as string[][], reads: 0 }))

vi.mock('@/composables/rear-camera', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/composables/rear-camera')>()),
  // happy-dom draws no video: every frame is a blank one, what it shows comes from `frames`.
  grabFrame: () => ({ width: 4, height: 4, data: new Uint8ClampedArray(64) }),
}))
vi.mock('@/live/scan-qr', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/live/scan-qr')>()),
  openQrReader: async () => ({
    read: async () => {
      boundary.reads++
      return boundary.frames.shift() ?? []
    },
    close: () => {},
  }),
}))

const codeOf = (role: PairingRole) =>
  encodePairingCode({
    role,
    fingerprint: new Uint8Array(32).fill(role === 'offer' ? 1 : 2),
    candidates: [{ family: 4, address: '192.168.1.23', port: 50_123 }],
  })

/** The button a player reads as `name`; fails the test when there is none. */
function button(wrapper: VueWrapper, name: string) {
  const found = wrapper.findAll('button').find((candidate) => candidate.text() === name)
  if (!found) throw new Error(`No button "${name}" in: ${wrapper.text()}`)
  return found
}

const track = { stop: vi.fn() }
const getUserMedia = vi.fn()

beforeEach(() => {
  withLiveTable()
  withQrDecoder()
  boundary.frames = []
  boundary.reads = 0
  track.stop.mockReset()
  getUserMedia
    .mockReset()
    .mockResolvedValue(Object.assign(new MediaStream(), { getTracks: () => [track] }))
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia,
      enumerateDevices: async () => [{ kind: 'videoinput' }],
    },
  })
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
})
afterEach(() => {
  restoreFeatures()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('a guest scans the host’s code', () => {
  it('with the rear camera; says so of a QR code that is not a pairing code and keeps looking; then fills the field and joins', async () => {
    const code = codeOf('offer')
    const { wrapper: view } = mountWithApp(JoinTableView)
    const table = useLiveTableStore()
    const join = vi.spyOn(table, 'join').mockResolvedValue(null)
    await flushPromises()
    // A link first: said, the camera stays open.
    boundary.frames = [[], ['https://example.org/'], ...Array.from({ length: 20 }, () => [])]
    await button(view, "Scan the host's code").trigger('click')
    // The camera's view is a chunk of its own: its first load may take a while on a busy machine.
    await vi.waitFor(() => button(view, 'Stop scanning'), { timeout: 10_000 })
    await vi.waitFor(() =>
      expect(view.get('[role="status"]').text()).toBe(
        'That QR code is not a Yatzy Pad pairing code. Keep the camera on the code Yatzy Pad shows on the other phone.',
      ),
    )
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: 'environment' }) }),
    )
    expect(join).not.toHaveBeenCalled()
    boundary.frames = [[code]]
    await vi.waitFor(() => expect(join).toHaveBeenCalledOnce())
    expect(join.mock.calls[0]![0]).toBe(code)
    expect((view.get('textarea').element as HTMLTextAreaElement).value).toBe(code)
    expect(track.stop).toHaveBeenCalled()
    expect(view.find('video').exists()).toBe(false)
  })

  it('refuses an answer code: that is not the host’s', async () => {
    const { wrapper: view } = mountWithApp(JoinTableView)
    const join = vi.spyOn(useLiveTableStore(), 'join')
    await flushPromises()
    boundary.frames = [[codeOf('answer')]]
    await button(view, "Scan the host's code").trigger('click')
    await vi.waitFor(() =>
      expect(view.get('[role="status"]').text()).toContain("That is another phone's answer code"),
    )
    expect(join).not.toHaveBeenCalled()
  })

  it('says plainly when the camera is refused, and Stop scanning gives the button back', async () => {
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'))
    const { wrapper: view } = mountWithApp(JoinTableView)
    await flushPromises()
    await button(view, "Scan the host's code").trigger('click')
    await vi.waitFor(() =>
      expect(view.get('[role="status"]').text()).toBe(
        "The camera is not allowed here. Allow it in the browser's settings for this site, or paste the code instead.",
      ),
    )
    expect(view.get('video').isVisible()).toBe(false)
    await button(view, 'Stop scanning').trigger('click')
    await flushPromises()
    expect(document.activeElement).toBe(button(view, "Scan the host's code").element)
  })

  it('offers no scan on a device without a camera; the text field still joins', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined })
    const { wrapper: view } = mountWithApp(JoinTableView)
    await flushPromises()
    expect(view.text()).not.toContain("Scan the host's code")
    const join = vi.spyOn(useLiveTableStore(), 'join').mockResolvedValue(null)
    await view.get('textarea').setValue(codeOf('offer'))
    await button(view, 'Join').trigger('click')
    expect(join).toHaveBeenCalledWith(codeOf('offer'), expect.any(String))
  })
})

describe('the host scans the answer code', () => {
  it('fills the answer field and connects, one tap less', async () => {
    const answer = codeOf('answer')
    const { wrapper: panel } = mountWithApp(TableHostPanel)
    const table = useLiveTableStore()
    table.offer = { code: codeOf('offer'), fingerprint: 'f', cancel: () => {} } as HostPairing
    const accept = vi.spyOn(table, 'acceptAnswer').mockResolvedValue(true)
    await panel.get('button[aria-controls="table-host-pairing"]').trigger('click')
    await flushPromises()
    boundary.frames = [[codeOf('offer')], [answer]]
    await button(panel, 'Scan the answer code').trigger('click')
    await vi.waitFor(() => expect(accept).toHaveBeenCalledWith(answer))
    expect(track.stop).toHaveBeenCalled()
  })
})

describe('a pairing that does not come through', () => {
  it("the guest, still waiting for the host, scans the host's new code and answers that one", async () => {
    const first = codeOf('offer')
    const second = encodePairingCode({
      role: 'offer',
      fingerprint: new Uint8Array(32).fill(3),
      candidates: [{ family: 4, address: '192.168.1.23', port: 50_124 }],
    })
    const { wrapper: view } = mountWithApp(JoinTableView)
    const table = useLiveTableStore()
    // The host never connects: the first answer waits.
    const join = vi.spyOn(table, 'join').mockReturnValue(new Promise(() => {}))
    await flushPromises()
    await view.get('textarea').setValue(first)
    await button(view, 'Join').trigger('click')
    expect(join).toHaveBeenCalledTimes(1)
    // The same code again does nothing; the host's new one is answered.
    expect(button(view, 'Join').attributes('disabled')).toBeDefined()
    boundary.frames = [[second]]
    await button(view, "Scan the host's code").trigger('click')
    await vi.waitFor(() => expect(join).toHaveBeenCalledTimes(2))
    expect(join.mock.calls[1]![0]).toBe(second)
  })

  it('the host says that it made a new code and what to do with it, and clears the old answer', async () => {
    const { wrapper: panel } = mountWithApp(TableHostPanel)
    const table = useLiveTableStore()
    table.offer = { code: codeOf('offer'), fingerprint: 'f', cancel: () => {} } as HostPairing
    // The store's part (tests/stores/live-table.test.ts): the pairing failed, a new code is shown.
    vi.spyOn(table, 'acceptAnswer').mockImplementation(async () => {
      table.offer = { code: 'NEW CODE', fingerprint: 'g', cancel: () => {} } as HostPairing
      table.problem = { code: 'pairing.newCode', params: {}, message: 'did not connect in time' }
      return false
    })
    await panel.get('button[aria-controls="table-host-pairing"]').trigger('click')
    await flushPromises()
    const answerField = panel.findAll('textarea').at(-1)!
    await answerField.setValue(codeOf('answer'))
    await button(panel, 'Connect').trigger('click')
    await flushPromises()
    expect((answerField.element as HTMLTextAreaElement).value).toBe('')
    expect(panel.get('[role="alert"]').text()).toBe(
      'The other phone did not connect, so this phone now shows a new code. Scan it with the other phone again; both phones must be on the same Wi-Fi.',
    )
  })
})

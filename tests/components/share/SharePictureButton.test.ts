import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import { db } from '@/db'
import SharePictureButton from '@/components/share/SharePictureButton.vue'
import { mountWithApp } from '../../helpers/mount'
import { LOW_YATZY, PERFECT_YATZY, playGame } from '../../helpers/played-game'

/** happy-dom draws nothing: a canvas that records the text and hands back a small PNG blob. */
function fakeCanvas() {
  const written: string[] = []
  const context = new Proxy(
    { fillText: (text: string) => written.push(text) },
    {
      get: (target, key) => (key in target ? target[key as 'fillText'] : () => {}),
      set: () => true,
    },
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
    callback(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })),
  )
  return written
}

describe('sharing the sheet as a picture', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
  })
  afterEach(() => {
    vi.restoreAllMocks()
    Reflect.deleteProperty(navigator, 'canShare')
    Reflect.deleteProperty(navigator, 'share')
    document.body.innerHTML = ''
  })

  it('saves a PNG of the whole sheet where the browser cannot share files', async () => {
    const game = await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY })
    const written = fakeCanvas()
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this)
    })
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture')
    const { wrapper } = mountWithApp(SharePictureButton, { props: { game } })
    await wrapper.get('button').trigger('click')
    await flushPromises()
    expect(clicked).toHaveLength(1)
    expect(clicked[0]!.download).toMatch(/^yatzy-pad-yatzy-\d{4}-\d{2}-\d{2}\.png$/)
    expect(wrapper.text()).toContain('Picture saved to your downloads')
    expect(written).toEqual(
      expect.arrayContaining(['Yatzy', 'Anna wins!', '★ Anna', 'Bo', '374', '32']),
    )
  })

  it('hands the PNG to the share sheet where the browser takes files', async () => {
    const game = await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY })
    fakeCanvas()
    const share = vi.fn().mockResolvedValue(undefined)
    Object.assign(navigator, { canShare: () => true, share })
    const { wrapper } = mountWithApp(SharePictureButton, { props: { game } })
    await wrapper.get('button').trigger('click')
    await flushPromises()
    expect(share).toHaveBeenCalledTimes(1)
    const [file] = (share.mock.calls[0]![0] as ShareData).files!
    expect(file!.type).toBe('image/png')
    expect(wrapper.text()).not.toContain('Picture saved')
  })
})

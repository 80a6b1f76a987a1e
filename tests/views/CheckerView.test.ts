import { afterEach, describe, expect, it } from 'vitest'
import CheckerView from '@/views/CheckerView.vue'
import { mountWithApp } from '../helpers/mount'
import { eventually } from '../helpers/game-driver'

async function typeDice(wrapper: ReturnType<typeof mountWithApp>['wrapper'], dice: string) {
  const input = wrapper.get('input[inputmode="numeric"]')
  await input.setValue(dice)
  await input.trigger('change')
}

const points = (wrapper: ReturnType<typeof mountWithApp>['wrapper'], box: string) =>
  wrapper.get(`td[data-box="${box}"]`).text().replace('★', '').replace('best', '').trim()

describe('CheckerView: which boxes does this roll fit, without a game', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('shows the rule book example 2-2-5-5-5 in every Yatzy box, best marked', async () => {
    const { wrapper } = mountWithApp(CheckerView)
    await typeDice(wrapper, '22555')
    expect(points(wrapper, 'full-house')).toBe('19')
    expect(points(wrapper, 'chance')).toBe('19')
    expect(points(wrapper, 'fives')).toBe('15')
    expect(points(wrapper, 'three-kind')).toBe('15')
    expect(points(wrapper, 'two-pairs')).toBe('14')
    expect(points(wrapper, 'pair')).toBe('10')
    expect(points(wrapper, 'twos')).toBe('4')
    expect(points(wrapper, 'yatzy')).toBe('0')
    expect(wrapper.findAll('.checker__row--best th').map((th) => th.text())).toEqual([
      'Full house',
      'Chance',
    ])
  })

  it('switches variant: Yahtzee pays all five dice in three of a kind and 25 for a full house', async () => {
    const { wrapper } = mountWithApp(CheckerView)
    await wrapper.get('input[value="yahtzee"]').setValue(true)
    await typeDice(wrapper, '22555')
    expect(points(wrapper, 'three-kind')).toBe('19')
    expect(points(wrapper, 'full-house')).toBe('25')
    expect(wrapper.find('td[data-box="pair"]').exists()).toBe(false)
  })

  it('asks for six dice in Maxi Yatzy and scores a villa', async () => {
    const { wrapper } = mountWithApp(CheckerView)
    await wrapper.get('input[value="maxi-yatzy"]').setValue(true)
    await typeDice(wrapper, '22555')
    expect(wrapper.text()).toContain('Enter 6 dice')
    await typeDice(wrapper, '222555')
    expect(points(wrapper, 'villa')).toBe('21')
    expect(points(wrapper, 'full-house')).toBe('19')
  })

  it('gives perfect-play advice for a sheet the player types in, refusing impossible numbers', async () => {
    const { wrapper } = mountWithApp(CheckerView)
    await wrapper.get('input[value="forced-yatzy"]').setValue(true)
    await wrapper.get('.checker__advice-toggle input').setValue(true)
    const inputs = wrapper.findAll('.imagined__box input')
    await inputs[0]!.setValue('7')
    expect(wrapper.get('.imagined__problem').text()).toBe('Ones cannot hold 7.')
    await inputs[0]!.setValue('3')
    expect(wrapper.find('.imagined__problem').exists()).toBe(false)
    // Ones is written, so Forced Yatzy's next box is Twos: with 2-2-2-5-6 on roll 1, keep the twos.
    await typeDice(wrapper, '22256')
    await eventually(() => expect(wrapper.find('input[name="hint-roll"]').exists()).toBe(true))
    await wrapper.get('input[name="hint-roll"][value="1"]').setValue(true)
    await eventually(() => expect(wrapper.findAll('.hints__keep').length).toBeGreaterThan(0))
    expect(wrapper.get('.hints__keep .hints__faces').attributes('aria-label')).toBe('Keep 2, 2, 2')
    await wrapper.get('input[name="hint-roll"][value="3"]').setValue(true)
    await eventually(() => expect(wrapper.find('.hints__best').exists()).toBe(true))
    expect(wrapper.get('.hints__best').text()).toMatch(/^Best: Twos, about \d+ points at the end$/)
  })
})

describe('CheckerView: the camera', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis.navigator, 'mediaDevices')

  function fakeDevices(devices: Partial<MediaDevices>) {
    Object.defineProperty(globalThis.navigator, 'mediaDevices', {
      value: devices,
      configurable: true,
    })
  }

  afterEach(() => {
    if (original) Object.defineProperty(globalThis.navigator, 'mediaDevices', original)
    else delete (globalThis.navigator as { mediaDevices?: unknown }).mediaDevices
    document.body.innerHTML = ''
  })

  it('says in a word that this device has no camera; the dice pad works as before', async () => {
    fakeDevices({ enumerateDevices: async () => [], getUserMedia: async () => new MediaStream() })
    const { wrapper } = mountWithApp(CheckerView, { attachTo: document.body })
    await eventually(() => expect(wrapper.find('.dice-pad').exists()).toBe(true))
    const cameras = () => wrapper.findAll('button').filter((b) => b.text().includes('Camera'))
    await eventually(() => expect(cameras()).toHaveLength(1))
    expect(cameras()[0]!.text()).toBe('Camera: not on this device')
    expect(cameras()[0]!.attributes('disabled')).toBeDefined()
    await typeDice(wrapper, '22555')
    expect(points(wrapper, 'full-house')).toBe('19')
  })

  it('says plainly that the camera is refused, and closes back to the dice pad', async () => {
    fakeDevices({
      enumerateDevices: async () => [{ kind: 'videoinput' } as MediaDeviceInfo],
      getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    })
    const { wrapper } = mountWithApp(CheckerView, { attachTo: document.body })
    let camera: ReturnType<typeof wrapper.find> | undefined
    await eventually(() => {
      camera = wrapper.findAll('button').find((b) => b.text().endsWith('Camera'))
      expect(camera).toBeDefined()
    })
    await camera!.trigger('click')
    await eventually(() =>
      expect(document.body.querySelector('[role="dialog"] [role="status"]')?.textContent).toContain(
        'The camera is not allowed here',
      ),
    )
    ;(document.body.querySelector('[role="dialog"] .dice-camera__close') as HTMLElement).click()
    await eventually(() => expect(document.body.querySelector('[role="dialog"]')).toBeNull())
    await typeDice(wrapper, '66666')
    expect(points(wrapper, 'yatzy')).toBe('50')
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import { mountWithApp } from '../../helpers/mount'
import CorrectionDialog from '@/components/game/CorrectionDialog.vue'

function open(problem = '') {
  const { wrapper } = mountWithApp(CorrectionDialog, {
    props: {
      boxName: 'Fours',
      playerName: 'Anna',
      current: 20,
      choices: [0, 4, 8, 12, 16, 20],
      diceCount: 5,
      problem,
    },
    attachTo: document.body,
  })
  return wrapper
}

const chips = (wrapper: ReturnType<typeof open>) => wrapper.findAll('.picker__choice')

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the correction dialog', () => {
  it('offers the box’s scores as chips first, the dice second', () => {
    const wrapper = open()
    const radios = wrapper.findAll('input[type="radio"]')
    expect(radios.map((r) => r.attributes('value'))).toEqual(['number', 'dice'])
    expect((radios[0]!.element as HTMLInputElement).checked).toBe(true)
    expect(chips(wrapper).map((c) => c.text())).toEqual(['0', '4', '8', '12', '16', '20'])
    expect(wrapper.get('[role="group"]').attributes('aria-label')).toBe('Points in Fours')
    // No free text to type a score the box cannot hold, and no dice pad until asked for.
    expect(wrapper.find('input[inputmode="numeric"]').exists()).toBe(false)
    // The score written now is marked.
    expect(chips(wrapper).map((c) => c.attributes('aria-pressed'))).toEqual([
      'false',
      'false',
      'false',
      'false',
      'false',
      'true',
    ])
  })

  it('saves a chip’s score with one tap; the score written now changes nothing', async () => {
    const wrapper = open()
    await chips(wrapper)[4]!.trigger('click')
    expect(wrapper.emitted('save')).toEqual([[{ score: 16 }]])
    await chips(wrapper)[5]!.trigger('click')
    expect(wrapper.emitted('save')).toHaveLength(1)
    expect(wrapper.emitted('cancel')).toHaveLength(1)
  })

  it('takes the dice instead: Save waits for all of them', async () => {
    const wrapper = open()
    await wrapper.get('input[value="dice"]').setValue(true)
    expect(wrapper.find('.picker__choice').exists()).toBe(false)
    const save = wrapper.get('button.button--primary')
    expect(save.attributes('disabled')).toBeDefined()
    const input = wrapper.get('input[inputmode="numeric"]')
    await input.setValue('44446')
    await input.trigger('change')
    expect(save.attributes('disabled')).toBeUndefined()
    await save.trigger('click')
    expect(wrapper.emitted('save')).toEqual([[{ dice: [4, 4, 4, 4, 6] }]])
  })

  it('a digit typed while the chips show starts the dice', async () => {
    const wrapper = open()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '4' }))
    await flushPromises()
    expect((wrapper.get('input[value="dice"]').element as HTMLInputElement).checked).toBe(true)
    expect(wrapper.findAll('.dice-pad__die')).toHaveLength(1)
  })

  it('says why a correction was refused, once', () => {
    const wrapper = open('Joker rule: this roll may only go into Sixes.')
    const alerts = wrapper.findAll('.problem[role="alert"]')
    expect(alerts.map((a) => a.text())).toEqual(['Joker rule: this roll may only go into Sixes.'])
  })
})

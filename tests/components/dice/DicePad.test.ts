import { afterEach, describe, expect, it } from 'vitest'
import { ref } from 'vue'
import { mountWithApp } from '../../helpers/mount'
import DicePad from '@/components/dice/DicePad.vue'

function mountPad(diceCount = 5, start: number[] = []) {
  const dice = ref<number[]>(start)
  const { wrapper } = mountWithApp(DicePad, {
    props: {
      diceCount,
      modelValue: dice.value,
      'onUpdate:modelValue': (value: number[]) => {
        dice.value = value
        void wrapper.setProps({ modelValue: value })
      },
    },
  })
  return { wrapper, dice }
}

const press = (key: string) => window.dispatchEvent(new KeyboardEvent('keydown', { key }))

describe('DicePad', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('adds a die for each face button and shows it as a removable die', async () => {
    const { wrapper, dice } = mountPad()
    await wrapper.get('[aria-label="Add a 2"]').trigger('click')
    await wrapper.get('[aria-label="Add a 5"]').trigger('click')
    expect(dice.value).toEqual([2, 5])
    await wrapper.get('[aria-label="Remove the 2"]').trigger('click')
    expect(dice.value).toEqual([5])
  })

  it('refuses a sixth die in a five-dice game and says why', async () => {
    const { wrapper, dice } = mountPad(5, [1, 2, 3, 4, 5])
    await wrapper.get('[aria-label="Add a 6"]').trigger('click')
    expect(dice.value).toEqual([1, 2, 3, 4, 5])
    expect(wrapper.get('[role="alert"]').text()).toContain('All 5 dice are in')
  })

  it('takes a seventh die nowhere in Maxi Yatzy but a sixth is fine', async () => {
    const { wrapper, dice } = mountPad(6, [1, 2, 3, 4, 5])
    await wrapper.get('[aria-label="Add a 6"]').trigger('click')
    await wrapper.get('[aria-label="Add a 6"]').trigger('click')
    expect(dice.value).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('follows the keyboard: digits add, Backspace removes the last, Escape clears, 7 is ignored', async () => {
    const { wrapper, dice } = mountPad()
    press('3')
    await wrapper.vm.$nextTick()
    press('3')
    await wrapper.vm.$nextTick()
    press('7')
    await wrapper.vm.$nextTick()
    press('6')
    await wrapper.vm.$nextTick()
    expect(dice.value).toEqual([3, 3, 6])
    press('Backspace')
    await wrapper.vm.$nextTick()
    expect(dice.value).toEqual([3, 3])
    press('Escape')
    await wrapper.vm.$nextTick()
    expect(dice.value).toEqual([])
  })

  it('accepts typed or pasted dice like "22555" and refuses a 7 with a message', async () => {
    const { wrapper, dice } = mountPad()
    const input = wrapper.get('input')
    await input.setValue('2 2 5 5 5')
    await input.trigger('change')
    expect(dice.value).toEqual([2, 2, 5, 5, 5])
    await input.setValue('22557')
    await input.trigger('change')
    expect(dice.value).toEqual([2, 2, 5, 5, 5])
    expect(wrapper.get('[role="alert"]').text()).toContain('“7” is not a die face')
  })

  it('clears all dice with the Clear button', async () => {
    const { wrapper, dice } = mountPad(5, [6, 6])
    await wrapper.get('button.button').trigger('click')
    expect(dice.value).toEqual([])
  })

  it('takes dice pasted anywhere on the page', async () => {
    const { wrapper, dice } = mountPad()
    const paste = new Event('paste') as Event & { clipboardData: { getData: () => string } }
    paste.clipboardData = { getData: () => '6 6 6 1 2' }
    window.dispatchEvent(paste)
    await wrapper.vm.$nextTick()
    expect(dice.value).toEqual([6, 6, 6, 1, 2])
  })

  it('shows the roll in the text field when the dice come from elsewhere: given back by an undo, then cleared by a write', async () => {
    const { wrapper } = mountPad()
    const field = () =>
      (wrapper.get('input[inputmode="numeric"]').element as HTMLInputElement).value
    await wrapper.setProps({ modelValue: [3, 3, 3, 1, 2] })
    expect(field()).toBe('33312')
    await wrapper.setProps({ modelValue: [] })
    expect(field()).toBe('')
  })

  it('keeps what was typed as typed while it is the roll', async () => {
    const { wrapper, dice } = mountPad()
    const input = wrapper.get('input[inputmode="numeric"]')
    await input.setValue('2 2 5')
    expect(dice.value).toEqual([2, 2, 5])
    expect((input.element as HTMLInputElement).value).toBe('2 2 5')
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import CheckerView from '@/views/CheckerView.vue'
import { mountWithApp } from '../helpers/mount'

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
})

import { ruleBook } from '@/rules'
import { playersOf } from '@/db/figures'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import { beforePaint } from '@/scheduling/after-paint'
import { mountWithApp } from '../../helpers/mount'
import ScoreSheet from '@/components/sheet/ScoreSheet.vue'

const props = {
  rules: ruleBook('yatzy'),
  players: ['Anna', 'Bo'],
  figures: playersOf(ruleBook('yatzy'), [{ scores: { ones: 3 } }, { scores: {} }]),
  currentPlayer: 0,
  correctable: true,
}

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('the full sheet’s sticky Sum, Bonus and Total', () => {
  it('the rows that stay in view are the upper Sum, the Bonus and the Total', () => {
    const { wrapper } = mountWithApp(ScoreSheet, { props })
    const label = (selector: string) => wrapper.get(`${selector} th`).text()
    expect(label('.sheet__sum--upper')).toBe('Sum')
    expect(label('.sheet__bonus')).toMatch(/^Bonus/)
    expect(label('.sheet__total')).toBe('Total')
  })

  it('offsets them by the heights they take, measured as laid out', async () => {
    const heights: Record<string, number> = { THEAD: 40, TR: 44 }
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const height = this.classList.contains('sheet__bonus') ? 52 : (heights[this.tagName] ?? 0)
      return { height, width: 0, x: 0, y: 0, top: 0, left: 0, right: 0, bottom: height } as DOMRect
    })
    const { wrapper } = mountWithApp(ScoreSheet, { props })
    await flushPromises()
    const style = (wrapper.get('.sheet-wrap').element as HTMLElement).style
    expect(style.getPropertyValue('--sheet-head')).toBe('40px')
    expect(style.getPropertyValue('--sheet-sum')).toBe('44px')
    expect(style.getPropertyValue('--sheet-bonus')).toBe('52px')
    expect(style.getPropertyValue('--sheet-total')).toBe('44px')
  })

  it.each([
    [1000, false],
    [300, true],
  ])(
    'in a box %i px tall, only the Total stays when they would take half of it: %s',
    async (boxHeight, crowded) => {
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: Element,
      ) {
        const height = this.tagName === 'TR' || this.tagName === 'THEAD' ? 44 : 0
        return {
          height,
          width: 0,
          x: 0,
          y: 0,
          top: 0,
          left: 0,
          right: 0,
          bottom: height,
        } as DOMRect
      })
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(boxHeight)
      const { wrapper } = mountWithApp(ScoreSheet, { props })
      await flushPromises()
      expect(wrapper.get('.sheet-wrap').classes('sheet-wrap--crowded')).toBe(crowded)
    },
  )

  it.each([
    [1200, 600, true],
    [600, 600, false],
  ])(
    'they stay in view only where the sheet scrolls in its own box (%i px of rows in %i px): %s',
    async (rows, box, pinned) => {
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(rows)
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(box)
      const { wrapper } = mountWithApp(ScoreSheet, { props })
      await flushPromises()
      // On a page that scrolls, pinned rows would cover the rows the page scrolls under them.
      expect(wrapper.get('.sheet-wrap').classes('sheet-wrap--pinned')).toBe(pinned)
    },
  )

  it('brings the box being written into view, clear of them', async () => {
    const shown: Element[] = []
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      shown.push(this)
    })
    // Bo's turn: his cell, the second player's, not the first.
    const { wrapper } = mountWithApp(ScoreSheet, {
      props: { ...props, currentPlayer: 1, selectedBox: null },
    })
    await flushPromises()
    expect(shown).toEqual([])
    await wrapper.setProps({ selectedBox: 'chance' })
    // In the frame that shows the box picked, before it is painted.
    await flushPromises()
    await beforePaint()
    expect(shown).toHaveLength(1)
    expect(shown[0]!.closest('tr')?.getAttribute('data-box')).toBe('chance')
    // After the box's name, the players' cells in order: Bo's is the third cell of the row.
    const row = [...shown[0]!.closest('tr')!.children]
    expect(row.indexOf(shown[0]!)).toBe(2)
  })
})

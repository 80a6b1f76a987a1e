import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db'
import GameReviewView from '@/views/GameReviewView.vue'
import { mountWithApp } from '../helpers/mount'
import { eventually } from '../helpers/game-driver'
import { LOW_YATZY, PERFECT_YATZY, playGame } from '../helpers/played-game'

/** What paper shows: everything not inside a .no-print element (see the @media print rules). */
function printedText(root: Element): string {
  const clone = root.cloneNode(true) as Element
  clone.querySelectorAll('.no-print').forEach((element) => element.remove())
  return clone.textContent!.replace(/\s+/g, ' ')
}

describe('a printed game', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
  })
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('shows the winner and places, the variant and the date', async () => {
    const game = await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY })
    const { wrapper } = mountWithApp(GameReviewView, { props: { id: game.id } })
    await eventually(() => expect(wrapper.find('.sheet').exists()).toBe(true))
    const paper = printedText(wrapper.element)
    expect(paper).toContain('Anna wins!')
    expect(paper).toMatch(/1\. ★ Winner: Anna 374 points/)
    expect(paper).toMatch(/2\. Bo 32 points/)
    // The heading names the variant and the time stamp gives the date, both on paper.
    for (const selector of ['h1', 'time']) {
      expect(wrapper.get(selector).element.closest('.no-print'), selector).toBeNull()
    }
    expect(wrapper.get('h1').text()).toBe('Yatzy')
    const date = new Date(game.finishedAt!)
    expect(wrapper.get('time').attributes('datetime')).toBe(date.toISOString())
    expect(wrapper.get('time').text()).toContain(String(date.getFullYear()))
  })
})

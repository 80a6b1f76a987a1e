import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { db, getGame } from '@/db'
import GameReviewView from '@/views/GameReviewView.vue'
import HistoryView from '@/views/HistoryView.vue'
import { mountWithApp } from '../helpers/mount'
import { eventually } from '../helpers/game-driver'
import { LOW_YATZY, PERFECT_YATZY, playGame } from '../helpers/played-game'

const button = (wrapper: VueWrapper, text: string) => {
  const found = wrapper.findAll('button').find((b) => b.text() === text)
  expect(found, `no button "${text}"`).toBeDefined()
  return found!
}
/** Text with every run of white space as one space (template line breaks vary). */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
const totals = (wrapper: VueWrapper) =>
  [0, 1].map((p) => Number(wrapper.get(`[data-testid="total-${p}"]`).text()))

async function openReview(id: string) {
  const mounted = mountWithApp(GameReviewView, { props: { id } })
  await eventually(() => expect(mounted.wrapper.find('.sheet').exists()).toBe(true))
  return mounted
}

describe('reviewing a past game', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
  })
  afterEach(() => {
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  })

  it('shows the whole sheet read-only with the final standings', async () => {
    const game = await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY })
    const { wrapper } = await openReview(game.id)

    expect(wrapper.get('h1').text()).toBe('Yatzy')
    expect(totals(wrapper)).toEqual([374, 32])
    expect(wrapper.get('.round-stepper').text()).toContain('Round 15 of 15')
    // Read-only: nothing on the sheet can be tapped.
    expect(wrapper.get('.sheet').findAll('button')).toHaveLength(0)
    const standings = wrapper.findAll('.standings__row').map((row) => squash(row.text()))
    expect(standings).toEqual(['1. ★ Winner: Anna 374 points', '2. Bo 32 points'])
  })

  it('steps through the game round by round', async () => {
    const game = await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY })
    const { wrapper } = await openReview(game.id)
    const slider = wrapper.get('input[type="range"]')
    const previous = wrapper.get('button[aria-label="Previous round"]')
    const next = wrapper.get('button[aria-label="Next round"]')
    expect(next.attributes('disabled')).toBeDefined()

    // After round 2: Anna 5 + 10, Bo 1 + 2.
    await slider.setValue('2')
    expect(totals(wrapper)).toEqual([15, 3])
    expect(wrapper.get('.round-stepper label').text()).toBe('Round 2 of 15')
    expect(slider.attributes('aria-valuetext')).toBe('Round 2 of 15')

    await next.trigger('click')
    expect(totals(wrapper)).toEqual([30, 6])

    await previous.trigger('click')
    await previous.trigger('click')
    expect(totals(wrapper)).toEqual([5, 1])
    expect(previous.attributes('disabled')).toBeDefined()

    // After round 6 Anna's upper section reaches 105: the 50 bonus is in her total.
    await slider.setValue('6')
    expect(totals(wrapper)).toEqual([155, 16])
  })

  it('charts each player’s running total, with the numbers in a table for screen readers', async () => {
    const game = await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY })
    const { wrapper } = await openReview(game.id)
    const table = wrapper.get('.line-chart table')
    expect(table.findAll('thead th').map((th) => th.text())).toEqual(['Round', 'Anna', 'Bo'])
    const rows = table.findAll('tbody tr').map((tr) => tr.findAll('th, td').map((c) => c.text()))
    expect(rows).toHaveLength(15)
    expect(rows[5]).toEqual(['6', '155', '16'])
    expect(rows[14]).toEqual(['15', '374', '32'])
  })

  it('deletes after asking, and "Undo" in the history puts the game back', async () => {
    const game = await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY })
    const { wrapper, router } = await openReview(game.id)

    await button(wrapper, 'Delete game').trigger('click')
    const dialog = wrapper.get('[role="alertdialog"]')
    expect(dialog.text()).toContain('Delete this game?')
    await button(wrapper, 'Delete').trigger('click')
    await eventually(() => expect(router.currentRoute.value.name).toBe('history'))
    expect(await getGame(game.id)).toBeUndefined()
    wrapper.unmount()

    const { wrapper: history } = mountWithApp(HistoryView)
    await eventually(() => expect(history.get('.toast').text()).toContain('Game deleted.'))
    expect(history.findAll('li.history-entry')).toHaveLength(0)
    await button(history, 'Undo').trigger('click')
    await eventually(() => expect(history.findAll('li.history-entry')).toHaveLength(1))
    expect(squash(history.get('li.history-entry').text())).toContain('Anna 374')
    expect(history.get('[role="status"].toast-region').text()).toContain('Game restored.')
    expect((await getGame(game.id))?.result?.totals).toEqual([374, 32])
  })

  it('keeps the game when the question is answered "Cancel"', async () => {
    const game = await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY })
    const { wrapper, router } = await openReview(game.id)
    await button(wrapper, 'Delete game').trigger('click')
    await button(wrapper, 'Cancel').trigger('click')
    expect(wrapper.find('[role="alertdialog"]').exists()).toBe(false)
    expect(router.currentRoute.value.name).not.toBe('history')
    expect(await getGame(game.id)).toBeDefined()
  })

  it('copies a plain-text result to the clipboard where the browser cannot share', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined)
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard)
    expect('share' in navigator && typeof navigator.share === 'function').toBe(false)
    const game = await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY })
    const { wrapper } = await openReview(game.id)

    await button(wrapper, 'Share result').trigger('click')
    await eventually(() => expect(wrapper.text()).toContain('Copied to the clipboard'))
    expect(writeText).toHaveBeenCalledTimes(1)
    expect(writeText.mock.calls[0]![0]).toMatch(
      /^Yatzy · \w{3} \d{1,2}, \d{4}\n1\. Anna 374\n2\. Bo 32$/,
    )
  })

  it('exports this one game to a file', async () => {
    const game = await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY })
    await playGame('yatzy', { Cy: LOW_YATZY })
    let saved: { name: string; blob: Blob } | null = null
    let blob: Blob | null = null
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => ((blob = b as Blob), 'blob:test'))
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = { name: this.download, blob: blob! }
    })
    const { wrapper } = await openReview(game.id)

    await button(wrapper, 'Export this game').trigger('click')
    await eventually(() => expect(saved).not.toBeNull())
    expect(saved!.name).toMatch(/^yatzy-pad-game-\d{4}-\d{2}-\d{2}\.json$/)
    const file = JSON.parse(await saved!.blob.text())
    expect(file.games.map((g: { id: string }) => g.id)).toEqual([game.id])
  })

  it('offers to continue a game that is not finished', async () => {
    const game = await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY }, 5)
    const { wrapper } = await openReview(game.id)
    expect(wrapper.text()).toContain('This game is still in progress.')
    const resume = wrapper.findAll('a').find((a) => a.text() === 'Continue the game')
    expect(resume?.attributes('href')).toBe(`/game/${game.id}`)
    // Three rounds begun: the last shows Anna's third box only.
    expect(wrapper.get('.round-stepper label').text()).toBe('Round 3 of 15')
    expect(totals(wrapper)).toEqual([30, 3])
    expect(wrapper.find('.standings').exists()).toBe(false)
  })

  it('says so when the game does not exist', async () => {
    const { wrapper } = mountWithApp(GameReviewView, { props: { id: 'nope' } })
    await eventually(() => expect(wrapper.get('[role="alert"]').text()).toContain('not found'))
    expect(wrapper.get('h1').text()).toBe('Game not found')
  })
})

import { describe, expect, it } from 'vitest'
import { css, ENGINE, query, withBrowser } from './support/app'
import { ENGINE_TITLES } from './support/engine'

describe(`the roll checker in ${ENGINE_TITLES[ENGINE]}`, () => {
  it('shows what typed dice are worth in every box, and changes with the game chosen', async () => {
    await withBrowser(async (app) => {
      await app.openHome()
      await app.click(query('link', 'Roll checker'))
      await app.waitFor(query('heading', 'Roll checker', { exact: true }))
      const worthByBox = () =>
        app.page.run<Record<string, string>>(`
          const rows = document.querySelectorAll('.checker__table tbody tr')
          return Object.fromEntries([...rows].map((row) =>
            [row.querySelector('th').innerText.trim(), row.querySelector('td').innerText.trim()]))`)
      await app.fill(css('input[placeholder^="Type dice"]'), '22555')
      await app.waitFor(query('table', 'What the roll is worth in each box'))
      // Counted by hand: 2-2-5-5-5 (the best box also carries a ★).
      expect(await worthByBox()).toMatchObject({
        Twos: '4',
        Fives: '15',
        'One pair': '10',
        'Two pairs': '14',
        'Three of a kind': '15',
        'Four of a kind': '0',
        'Full house': expect.stringContaining('19'),
        Chance: expect.stringContaining('19'),
        Yatzy: '0',
      })

      // Yahtzee pays a full house 25, whatever the dice add up to.
      await app.check(query('radio', /^Yahtzee/))
      await app.fill(css('input[placeholder^="Type dice"]'), '22555')
      await app.waitUntil('the Yahtzee full house', async () =>
        (await worthByBox())['Full house']?.includes('25'),
      )
      await app.expectNoRawError()
    })
  })
})

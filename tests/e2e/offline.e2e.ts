import { afterAll, describe, expect, it } from 'vitest'
import { launch, removeProfile, waitForServiceWorker } from './support/browser'
import { AppDriver, PERFECT_YATZY } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

describe('airplane mode', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('after the first visit the app starts, plays a whole game and shows it in history offline', async () => {
    const session = await launch()
    try {
      const app = new AppDriver(session.page)
      await app.openHome()
      await waitForServiceWorker(session.page)
      await session.context.setOffline(true)
      await session.page.reload()
      await session.page.getByRole('heading', { name: 'Yatzy Pad' }).waitFor()

      await app.newGame('Yatzy', ['Offline Olga'])
      for (const [dice, box] of PERFECT_YATZY) await app.play(dice, box)
      await session.page.getByText('Offline Olga wins!').waitFor()
      expect(await app.total(0)).toBe(374)

      await session.page.getByRole('button', { name: 'Home' }).click()
      await session.page.getByRole('link', { name: 'Past games' }).click()
      const entry = session.page.getByRole('listitem').filter({ hasText: 'Offline Olga' })
      await entry.waitFor()
      expect(await entry.innerText()).toContain('374')
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})

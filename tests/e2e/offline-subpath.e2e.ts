import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  launch,
  pageErrors,
  removeProfile,
  requestedUrls,
  waitForServiceWorker,
} from './support/browser'
import { AppDriver, PERFECT_YATZY } from './support/app'
import { ensureSubpathBuild, serveSubpath, SUBPATH } from './support/subpath-server'

describe('served under a sub-path (GitHub Pages)', () => {
  let server: Awaited<ReturnType<typeof serveSubpath>>
  beforeAll(async () => {
    ensureSubpathBuild()
    server = await serveSubpath()
  }, 180_000)
  afterAll(() => server?.stop())

  it('installs its worker for /yatzy-pad/ only and plays a whole game offline', async () => {
    const app = `${server.origin}${SUBPATH}`
    const firstRequest = requestedUrls.length
    const session = await launch(undefined, undefined, { serviceWorkers: 'allow' })
    try {
      const { page } = session
      const driver = new AppDriver(page)
      await page.goto(app)
      await page.getByRole('heading', { name: 'Yatzy Pad' }).waitFor()
      await waitForServiceWorker(page)
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(app)
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!
        return (await fetch(link.href)).json() as Promise<{ start_url: string; scope: string }>
      })
      expect(manifest).toMatchObject({ start_url: SUBPATH, scope: SUBPATH })

      await session.context.setOffline(true)
      await page.reload()
      await page.getByRole('heading', { name: 'Yatzy Pad' }).waitFor()
      await driver.newGame('Yatzy', ['Pages Pia'])
      for (const [dice, box] of PERFECT_YATZY) await driver.play(dice, box)
      await page.getByText('Pages Pia wins!').waitFor()
      expect(await driver.total(0)).toBe(374)
      expect(page.url().startsWith(app)).toBe(true)
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
    // Nothing outside the sub-path was asked for, and nothing failed on the way.
    const outside = requestedUrls
      .slice(firstRequest)
      .filter((url) => !url.startsWith(app) && !/^(data|blob):/.test(url))
    expect(outside).toEqual([])
    expect(pageErrors).toEqual([])
  })
})

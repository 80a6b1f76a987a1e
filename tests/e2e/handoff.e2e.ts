import { readFileSync, statSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { launch, removeProfile, type Session } from './support/browser'
import { AppDriver, PERFECT_YATZY } from './support/app'
import { HandOffDriver } from './support/handoff'
import { expectOwnOriginAndNoErrors } from './support/own-origin'

/** Width and height from a PNG's IHDR chunk, after the 8-byte signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('a game handed from one phone to another and back', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('continues on the second phone, and the first gets the finished game back', async () => {
    const sessions: Session[] = []
    try {
      // Phone A: Anna and Bo play half the game (rounds 1–7, and Anna's 8th turn).
      const a = await launch()
      sessions.push(a)
      const appA = new AppDriver(a.page)
      await appA.openHome()
      await appA.newGame('Yatzy', ['Anna', 'Bo'])
      const turns = PERFECT_YATZY.flatMap(([dice, box]) => [
        [dice, box],
        ['12346', box],
      ])
      for (const [dice, box] of turns.slice(0, 15)) await appA.play(dice!, box!)
      const handOffA = new HandOffDriver(a.page)
      const id = handOffA.gameId()
      const fromA = await handOffA.linkFor(id)
      console.log(
        `hand-off link after 15 moves: ${fromA.link.length} characters, QR version ${fromA.qrVersion}`,
      )

      // Phone B, a fresh profile: opens the link and goes on where A stopped.
      const b = await launch()
      sessions.push(b)
      const handOffB = new HandOffDriver(b.page)
      expect(await handOffB.open(fromA.link)).toBe('Game added to this phone.')
      await b.page.getByRole('link', { name: 'Continue the game' }).click()
      const appB = new AppDriver(b.page)
      await b.page.locator('.game__turn').waitFor()
      expect(await appB.turn()).toBe('Round 8 of 15 · Bo’s turn')
      for (const [dice, box] of turns.slice(15)) await appB.play(dice!, box!)
      await b.page.getByText('Anna wins!').waitFor()
      const totals = [await appB.total(0), await appB.total(1)]
      expect(totals).toEqual([374, 32])

      // The finished sheet as a picture: drawn on the device and saved (no share sheet here).
      const download = b.page.waitForEvent('download')
      await b.page.getByRole('button', { name: 'Share as picture' }).click()
      const picture = await download
      const path = await picture.path()
      const png = readFileSync(path)
      expect(picture.suggestedFilename()).toMatch(/^yatzy-pad-yatzy-\d{4}-\d{2}-\d{2}\.png$/)
      expect(pngSize(png).width).toBe(1080)
      expect(pngSize(png).height).toBeGreaterThan(1080)
      const bytes = statSync(path).size
      console.log(`sheet picture: ${pngSize(png).width}×${pngSize(png).height} px, ${bytes} bytes`)
      expect(bytes).toBeGreaterThan(20_000)
      expect(bytes).toBeLessThan(1_000_000)

      // B hands the finished game back; A already has the older copy, which it replaces.
      const fromB = await handOffB.linkFor(id)
      expect(await handOffA.open(fromB.link)).toBe(
        'Your copy of this game was replaced by the newer one.',
      )
      await a.page.getByRole('link', { name: 'See the game' }).click()
      await a.page.locator('.sheet').waitFor()
      expect([await appA.total(0), await appA.total(1)]).toEqual(totals)
      await a.page.getByText('Anna wins!').waitFor()
      expect(await a.page.getByText('This game is still in progress.').count()).toBe(0)

      // The same link again adds nothing.
      expect(await handOffA.open(fromB.link)).toMatch(/already has this game/)
    } finally {
      for (const session of sessions) {
        await session.context.close()
        removeProfile(session.profileDir)
      }
    }
  })

  it('refuses a cut link and stores nothing', async () => {
    const session = await launch()
    try {
      const app = new AppDriver(session.page)
      await app.openHome()
      await app.newGame('Yatzy', ['Anna'])
      await app.play('66612', 'Sixes')
      const handOff = new HandOffDriver(session.page)
      const { link } = await handOff.linkFor()
      const other = await launch()
      try {
        const message = await new HandOffDriver(other.page).open(link.slice(0, -12))
        expect(message).toMatch(/damaged or cut short.*Nothing was added/)
        await other.page.goto(link.split('#')[0]!)
        await new AppDriver(other.page).openHome()
        expect(await other.page.getByRole('link', { name: /Anna/ }).count()).toBe(0)
      } finally {
        await other.context.close()
        removeProfile(other.profileDir)
      }
    } finally {
      await session.context.close()
      removeProfile(session.profileDir)
    }
  })
})

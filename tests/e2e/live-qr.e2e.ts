import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { toY4m } from '../../scripts/vision/photos'
import { qrFrame } from '../helpers/qr-frame'
import { launch, removeProfile, type Session } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'
import {
  CONNECT_WAIT_MS,
  IN_NAMESPACE,
  offerFromNewGame,
  SHOW_ADDRESSES,
  SKIP_LIVE,
} from './support/live-table'

/**
 * Two phones pair by scanning each other's QR code with the app's own scan buttons: each phone's
 * camera is Chromium's fake one playing a file, a still 640×480 picture of the other phone's code
 * as the app draws it (8 px a module: a phone held up about a hand's width from the camera).
 * Only inside the network namespace of scripts/test/live-netns.sh, like live-table.e2e.ts.
 */
const PHONE = { width: 360, height: 740 }
const FRAME = { width: 640, height: 480 }

/** What a phone's camera shows from now on: the QR code of `text`, or a white wall. */
function showOnCamera(file: string, text: string | null) {
  const wall = { ...FRAME, data: new Uint8ClampedArray(FRAME.width * FRAME.height * 4).fill(255) }
  // Written beside and renamed over: a camera still closing keeps reading the file it opened.
  writeFileSync(
    `${file}.next`,
    toY4m(text === null ? wall : qrFrame(text, { ...FRAME, module: 8 })),
  )
  renameSync(`${file}.next`, file)
}

/** A phone whose camera is Chromium's fake one playing `file`, allowed without a prompt. */
const phoneFilming = (file: string) =>
  launch(undefined, PHONE, {}, [
    ...SHOW_ADDRESSES,
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
    '--use-fake-ui-for-media-stream',
  ])

describe.skipIf(SKIP_LIVE)('QR pairing in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it("the guest scans the host's code and answers; the host scans the answer; the game shows on the guest", async () => {
    expect(IN_NAMESPACE, 'run inside scripts/test/live-netns.sh').toBe(true)
    const cameras = mkdtempSync(join(tmpdir(), 'yatzy-pad-qr-'))
    const hostCamera = join(cameras, 'host.y4m')
    const guestCamera = join(cameras, 'guest.y4m')
    showOnCamera(hostCamera, null)
    const sessions: Session[] = []
    try {
      const host = await phoneFilming(hostCamera)
      sessions.push(host)
      const { hostApp, code } = await offerFromNewGame(host)

      // The guest's camera sees the host's screen; one tap scans it and joins.
      showOnCamera(guestCamera, code)
      const guest = await phoneFilming(guestCamera)
      sessions.push(guest)
      const guestApp = new AppDriver(guest.page)
      await guestApp.openHome()
      await guest.page.getByRole('link', { name: 'Join a table' }).click()
      await guest.page.getByRole('button', { name: "Scan the host's code" }).click()
      const answerField = guest.page.getByRole('textbox', { name: 'Answer code for the host' })
      await expect.poll(() => answerField.inputValue(), { timeout: 30_000 }).not.toBe('')
      expect(
        await guest.page.getByRole('textbox', { name: 'Code from the host' }).inputValue(),
      ).toBe(code)
      expect(await guest.page.locator('video').count()).toBe(0)

      // The host first points its camera at its own code: said, and the scan goes on until stopped.
      showOnCamera(hostCamera, code)
      const scanAnswer = host.page.getByRole('button', { name: 'Scan the answer code' })
      await scanAnswer.click()
      await host.page
        .getByRole('status')
        .filter({ hasText: "That is a host's code, not an answer." })
        .waitFor({ timeout: 30_000 })
      await host.page.getByRole('button', { name: 'Stop scanning' }).click()
      // Chromium reads the file anew each time the camera opens: now it shows the guest's answer.
      showOnCamera(hostCamera, await answerField.inputValue())
      await scanAnswer.click()
      // Read: the camera closes by itself, the host connects, and the game reaches the guest.
      const hostStatus = () =>
        host.page
          .locator('[role="status"], [role="alert"], [data-testid="live-guests"]')
          .allInnerTexts()
      await expect
        .poll(async () => (await hostStatus()).join(' | '), { timeout: CONNECT_WAIT_MS })
        .toContain('connected')
      await guest.page.locator('.game__turn').waitFor({ timeout: CONNECT_WAIT_MS })
      expect(await host.page.locator('video').count()).toBe(0)
      await guestApp.showSheet(false)
      await guestApp.play('66612', 'Sixes')
      await expect.poll(() => hostApp.turn()).toBe('Round 1 of 15 · Bo’s turn')
    } finally {
      for (const session of sessions) {
        await session.context.close().catch(() => undefined)
        removeProfile(session.profileDir)
      }
      rmSync(cameras, { recursive: true, force: true })
    }
  })
})

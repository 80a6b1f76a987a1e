import { networkInterfaces } from 'node:os'
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { CHROMIUM_ARGS } from '../../../scripts/test/chromium-args'
import { AppDriver } from './app'
import { launch, type Session } from './browser'

/**
 * What the browser tests of a live table share: whether they run in the network namespace of
 * scripts/test/live-netns.sh (phones reach each other over WebRTC only there), the Chromium flags
 * that let a headless phone show its address, and pairing a phone through the app's own screens.
 */
const NAMESPACE_ADDRESS = process.env.LIVE_NETNS_ADDRESS
export const IN_NAMESPACE =
  NAMESPACE_ADDRESS !== undefined &&
  Object.values(networkInterfaces()).some((addresses) =>
    addresses?.some((entry) => entry.address === NAMESPACE_ADDRESS),
  )
/** Skipped outside the namespace, except in CI, where the test fails instead. */
export const SKIP_LIVE = !IN_NAMESPACE && process.env.CI !== 'true'
if (SKIP_LIVE) {
  console.log(
    'Skipping a live table test: not in its network namespace (scripts/test/live-netns.sh).',
  )
}

// Headless Chromium cannot start its mDNS responder: the phones show their addresses instead.
export const SHOW_ADDRESSES = CHROMIUM_ARGS.filter((arg) =>
  arg.startsWith('--disable-features='),
).map((arg) => `${arg},WebRtcHideLocalIpsWithMdns`)

export const PHONE = { width: 390, height: 844 }

/**
 * How long a test waits for phones to connect: well over the app's own 30 s handshake deadline,
 * so that the app, not the test, says whether a pairing failed on a busy machine.
 */
export const CONNECT_WAIT_MS = 90_000

/**
 * One more phone joins the host's table by the text codes: the host's panel ("Play on several
 * phones") is open with a code shown; the guest opens "Join a table", and lands on the game.
 */
export async function pairPhone(host: Page, guest: Page): Promise<void> {
  const codeField = host.getByRole('textbox', { name: 'Code for the other phone' })
  await expect.poll(() => codeField.inputValue(), { timeout: 30_000 }).not.toBe('')
  const code = await codeField.inputValue()
  await guest.getByRole('link', { name: 'Join a table' }).click()
  await guest.getByRole('textbox', { name: 'Code from the host' }).fill(code)
  await guest.getByRole('button', { name: 'Join', exact: true }).click()
  const answerField = guest.getByRole('textbox', { name: 'Answer code for the host' })
  await expect.poll(() => answerField.inputValue(), { timeout: 30_000 }).not.toBe('')
  await host.getByRole('textbox', { name: 'Answer code' }).fill(await answerField.inputValue())
  await host.getByRole('button', { name: 'Connect' }).click()
  await guest.locator('.game__turn').waitFor({ timeout: CONNECT_WAIT_MS })
}

/**
 * The host's side up to its code: a new game of Yatzy for Anna and Bo, the game menu and "Play on
 * several phones"; the code it then shows.
 */
export async function offerFromNewGame(
  host: Session,
): Promise<{ hostApp: AppDriver; code: string }> {
  const hostApp = new AppDriver(host.page)
  await hostApp.openHome()
  await hostApp.newGame('Yatzy', ['Anna', 'Bo'])
  await hostApp.openMenu()
  await host.page.getByRole('button', { name: 'Play on several phones' }).click()
  const codeField = host.page.getByRole('textbox', { name: 'Code for the other phone' })
  await expect.poll(() => codeField.inputValue(), { timeout: 30_000 }).not.toBe('')
  return { hostApp, code: await codeField.inputValue() }
}

/**
 * A host phone sets up its game (`setUp`, from Home to the game screen), opens "Play on several
 * phones", and a guest phone joins it by the codes; both sessions go into `sessions` to be closed.
 */
export async function hostWithGuest(
  sessions: Session[],
  setUp: (hostApp: AppDriver) => Promise<void>,
): Promise<{ host: Session; hostApp: AppDriver; guest: Session; guestApp: AppDriver }> {
  const host = await launch(undefined, PHONE, {}, SHOW_ADDRESSES)
  sessions.push(host)
  const hostApp = new AppDriver(host.page)
  await hostApp.openHome()
  await setUp(hostApp)
  // The table's phones are managed from the game menu.
  await hostApp.openMenu()
  await host.page.getByRole('button', { name: 'Play on several phones' }).click()

  const guest = await launch(undefined, PHONE, {}, SHOW_ADDRESSES)
  sessions.push(guest)
  const guestApp = new AppDriver(guest.page)
  await guestApp.openHome()
  await pairPhone(host.page, guest.page)
  await expect.poll(() => host.page.getByTestId('live-guests').innerText()).toContain('connected')
  await hostApp.showSheet(false)
  return { host, hostApp, guest, guestApp }
}

import { networkInterfaces } from 'node:os'
import { expect } from 'vitest'
import { CHROMIUM_ARGS } from '../../../scripts/test/chromium-args'
import { AppDriver } from './app'
import type { Session } from './browser'

/**
 * Whether this run is inside the network namespace of scripts/test/live-netns.sh, where two
 * Chromium phones reach each other over WebRTC (with loopback alone Chromium gathers no ICE
 * candidate). Outside it the live tests are skipped, with a word saying so, except in CI.
 */
export function inLiveNamespace(test: string): boolean {
  const address = process.env.LIVE_NETNS_ADDRESS
  const inside =
    address !== undefined &&
    Object.values(networkInterfaces()).some((addresses) =>
      addresses?.some((entry) => entry.address === address),
    )
  if (!inside && process.env.CI !== 'true') {
    console.log(`Skipping ${test}: not in its network namespace (scripts/test/live-netns.sh).`)
  }
  return inside
}

/** Headless Chromium cannot start its mDNS responder: the phones show their addresses instead. */
export const SHOW_ADDRESSES = CHROMIUM_ARGS.filter((arg) =>
  arg.startsWith('--disable-features='),
).map((arg) => `${arg},WebRtcHideLocalIpsWithMdns`)

/**
 * The host's side up to its code: a new game of Yatzy for Anna and Bo, the full sheet (where a
 * phone manages the table's phones) and "Play on several phones"; the code it then shows.
 */
export async function offerFromNewGame(
  host: Session,
): Promise<{ hostApp: AppDriver; code: string }> {
  const hostApp = new AppDriver(host.page)
  await hostApp.openHome()
  await hostApp.newGame('Yatzy', ['Anna', 'Bo'])
  await hostApp.showSheet()
  await host.page.getByRole('button', { name: 'Play on several phones' }).click()
  const codeField = host.page.getByRole('textbox', { name: 'Code for the other phone' })
  await expect.poll(() => codeField.inputValue(), { timeout: 30_000 }).not.toBe('')
  return { hostApp, code: await codeField.inputValue() }
}

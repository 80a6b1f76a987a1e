import { networkInterfaces } from 'node:os'
import { CHROMIUM_ARGS } from '../../../scripts/test/chromium-args'

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

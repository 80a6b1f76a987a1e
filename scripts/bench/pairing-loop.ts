/**
 * scripts/test/live-netns.sh npx tsx scripts/bench/pairing-loop.ts [-- --runs 150 --spread 3000]
 *
 * Pairs two Chromium "phones" by their text codes over and over, inside the live tests' network
 * namespace: the host makes a code, the guest answers, and after 0–`spread` ms (a scan's pace)
 * the host reads the answer. Counts the pairings whose channel did not open within 15 s and, for
 * each, prints both sides' connection events (signalling, ICE, DTLS, the channel's own open) and
 * the SCTP and transport states. This is how the host that missed its channel's early `open` was
 * found (2–3 in 150 before the fix, 0 in 150 after). A count, not a test: it runs only by hand.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium-args'
import { serveLivePage } from '../test/live-page'

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: '150' },
    spread: { type: 'string', default: '3000' },
  },
})
const OPEN_WITHIN_MS = 15_000

// As in tests/e2e/live-pairing.e2e.ts: headless Chromium cannot answer for mDNS names.
const ARGS = CHROMIUM_ARGS.map((arg) =>
  arg.startsWith('--disable-features=') ? `${arg},WebRtcHideLocalIpsWithMdns` : arg,
)

/** The part of the live layer (src/live/rtc.ts, as the page loads it) this loop uses. */
interface HostPairing {
  code: string
  acceptAnswer(answerCode: string): Promise<unknown>
}
declare global {
  interface Window {
    live: {
      offerPairing(options: { connectMs: number }): Promise<HostPairing>
      answerPairing(offerCode: string): Promise<{ code: string }>
    }
    pairing?: HostPairing
    connections: (RTCPeerConnection & { events: string[]; channel?: RTCDataChannel })[]
  }
}

/**
 * Every connection the page makes, with its events as they came (ms since it was made). A string,
 * not a function: tsx's compiled functions call its own helpers, which the page does not have.
 */
const RECORD_CONNECTIONS = `
  const Browser = window.RTCPeerConnection
  window.connections = []
  window.RTCPeerConnection = class extends Browser {
    constructor(config) {
      super(config)
      this.events = []
      const made = performance.now()
      const note = (what) => this.events.push(Math.round(performance.now() - made) + ' ' + what)
      this.addEventListener('signalingstatechange', () => note('signalling ' + this.signalingState))
      this.addEventListener('iceconnectionstatechange', () => note('ice ' + this.iceConnectionState))
      this.addEventListener('connectionstatechange', () => note('connection ' + this.connectionState))
      const create = this.createDataChannel.bind(this)
      this.createDataChannel = (label, init) => {
        const channel = create(label, init)
        this.channel = channel
        channel.addEventListener('open', () => note('channel open'))
        return channel
      }
      window.connections.push(this)
    }
  }
`

async function openPhone(
  url: string,
): Promise<{ context: BrowserContext; page: Page; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'yatzy-pad-pairing-loop-'))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ARGS,
  })
  await context.addInitScript(RECORD_CONNECTIONS)
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto(url)
  await page.waitForFunction(() => 'live' in window)
  return { context, page, dir }
}

const lastConnection = (page: Page) =>
  page.evaluate(() => {
    const connection = window.connections.at(-1)!
    const transport = connection.sctp?.transport
    return (
      `${connection.events.join(' | ')}\n  now: connection ${connection.connectionState}, ` +
      `channel ${connection.channel?.readyState}, SCTP ${connection.sctp?.state}, ` +
      `DTLS ${transport?.state}, ICE ${transport?.iceTransport.state}`
    )
  })

const { url, close } = await serveLivePage()
const host = await openPhone(url)
const guest = await openPhone(url)
const runs = Number(args.runs)
let unopened = 0
for (let run = 1; run <= runs; run++) {
  const offer = await host.page.evaluate(async () => {
    // The app's own deadline is not what is counted here: a channel open within 15 s is.
    window.pairing = await window.live.offerPairing({ connectMs: 600_000 })
    return window.pairing.code
  })
  const answer = await guest.page.evaluate(
    async (code) => (await window.live.answerPairing(code)).code,
    offer,
  )
  await new Promise((resolve) => setTimeout(resolve, Math.random() * Number(args.spread)))
  const outcome = await host.page.evaluate(
    ([code, within]) =>
      Promise.race([
        window.pairing!.acceptAnswer(code).then(() => 'open'),
        new Promise<string>((resolve) => setTimeout(resolve, within, 'not open')),
      ]).catch((error: unknown) => String(error)),
    [answer, OPEN_WITHIN_MS] as const,
  )
  if (outcome !== 'open') {
    unopened++
    console.log(`pairing ${run}: ${outcome}`)
    console.log(`  host: ${await lastConnection(host.page)}`)
    console.log(`  guest: ${await lastConnection(guest.page)}`)
  }
  for (const phone of [host, guest]) {
    await phone.page.evaluate(() => window.connections.forEach((connection) => connection.close()))
  }
}
console.log(`${runs} pairings, ${unopened} not open within ${OPEN_WITHIN_MS / 1000} s`)
for (const phone of [host, guest]) {
  await phone.context.close()
  rmSync(phone.dir, { recursive: true, force: true })
}
close()

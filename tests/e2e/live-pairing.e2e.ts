import { networkInterfaces } from 'node:os'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { encode as encodeQr } from 'uqr'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/test/chromium-args'
import { serveLivePage } from '../../scripts/test/live-page'
import { newProfileDir, removeProfile } from './support/browser'
import { decodePairingCode, encodePairingCode, type PairingCode } from '@/live/pairing-code'
import type { BoxId } from '@/rules'
import type * as LivePage from './live-pairing-page'

/**
 * Two Chromium "phones" pair by the text codes alone and talk over a WebRTC data channel. Only
 * inside the network namespace of scripts/test/live-netns.sh: with loopback alone Chromium
 * gathers no ICE candidate. Elsewhere the test is skipped, except in CI, where it must run.
 */
const NAMESPACE_ADDRESS = process.env.LIVE_NETNS_ADDRESS
const inNamespace =
  NAMESPACE_ADDRESS !== undefined &&
  Object.values(networkInterfaces()).some((addresses) =>
    addresses?.some((entry) => entry.address === NAMESPACE_ADDRESS),
  )
const HOW_TO_RUN =
  'scripts/test/live-netns.sh npx vitest run --config vitest.e2e.config.ts tests/e2e/live-pairing.e2e.ts'
if (!inNamespace && process.env.CI !== 'true') {
  console.log(`Skipping the live pairing test: not in its network namespace. Run: ${HOW_TO_RUN}`)
}

// Headless Chromium cannot start its mDNS responder: names in place of addresses never resolve.
const ARGS = CHROMIUM_ARGS.map((arg) =>
  arg.startsWith('--disable-features=') ? `${arg},WebRtcHideLocalIpsWithMdns` : arg,
)

// What the pages keep on window: the bundle, and what each test leaves there to use again.
declare global {
  interface Window {
    live: typeof LivePage
    inbox: string[]
    pairing?: LivePage.HostPairing
    channel?: LivePage.Channel
    table?: { store: ReturnType<typeof LivePage.tableStore>; host: LivePage.LiveHost }
    guest?: LivePage.LiveGuest
    /** When each revision of the game reached this guest (Date.now()). */
    arrivals?: Record<number, number>
  }
}

interface Phone {
  context: BrowserContext
  page: Page
  profileDir: string
}

async function openPhone(url: string): Promise<Phone> {
  const profileDir = newProfileDir()
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ARGS,
  })
  const page = context.pages()[0] ?? (await context.newPage())
  page.on('pageerror', (error) => pageErrors.push(`${url}: ${error.message}`))
  await page.goto(url)
  await page.waitForFunction(() => 'live' in window)
  return { context, page, profileDir }
}

/** A made-up host's code as Chromium shows it by default: its address hidden behind a name. */
const MDNS_ONLY_OFFER: PairingCode = {
  role: 'offer',
  fingerprint: Uint8Array.from({ length: 32 }, (_, i) => 255 - i),
  candidates: [
    { family: 'mdns', address: 'c86bdb95-cd3f-4a82-b697-389627b237f3.local', port: 33744 },
  ],
}

/** Uncaught errors on any page: the live layer should have none, even when it refuses. */
const pageErrors: string[] = []

const qrVersion = (text: string) => encodeQr(text, { ecc: 'L' }).version

/** Pairs a guest with the host by the two text codes and joins it to the host's table. */
async function seat(host: Page, guest: Page, guestId: string): Promise<void> {
  const offer = await host.evaluate(async () => {
    // Seating is this file's set-up, not its subject: a deadline no busy machine reaches, so
    // only a pairing that never opens fails here (the app's own deadline is tested below).
    const pairing = await window.live.offerPairing({ connectMs: 120_000 })
    Object.assign(window, { pairing })
    return pairing.code
  })
  const answer = await guest.evaluate(
    async ([code, id]) => {
      // The phone's own certificate, kept for the game so that it can come back by itself.
      const certificate = await window.live.newCertificate()
      await window.live.keep('certificate', certificate)
      const pairing = await window.live.answerPairing(code, { certificate })
      void pairing.connected.then((channel) =>
        window.live.followTable(channel, id, pairing.hostFingerprint, certificate),
      )
      return pairing.code
    },
    [offer, guestId] as const,
  )
  await host.evaluate(async (code) => {
    const pairing = window.pairing!
    window.table!.host.accept(await pairing.acceptAnswer(code), pairing.fingerprint)
  }, answer)
  await guest.waitForFunction(() => window.guest?.status === 'joined')
}

/** After a reload: the kept certificate answers the kept rejoin code; no code goes back. */
async function comeBack(guest: Page, guestId: string): Promise<void> {
  await guest.evaluate(async (id) => {
    const certificate = await window.live.kept<RTCCertificate>('certificate')
    const code = await window.live.kept<string>('rejoin-code')
    if (!certificate || !code) throw new Error('Nothing was kept to come back by.')
    const pairing = await window.live.answerPairing(code, { certificate })
    window.live.followTable(await pairing.connected, id, pairing.hostFingerprint, certificate)
  }, guestId)
  await guest.waitForFunction(() => window.guest?.status === 'joined')
}

function waitForRevision(page: Page, revision: number) {
  return page.waitForFunction((wanted) => (window.guest?.game?.revision ?? 0) >= wanted, revision)
}

/** One guest writes; how long until the other guest shows it (one clock: the same machine). */
async function timedWrite(writer: Page, watcher: Page, action: LivePage.GuestAction) {
  const { sentAt, outcome } = await writer.evaluate(async (asked) => {
    const sentAt = Date.now()
    return { sentAt, outcome: await window.guest!.request(asked) }
  }, action)
  expect(outcome).toMatchObject({ ok: true })
  const revision = 'ok' in outcome ? outcome.revision : -1
  await waitForRevision(watcher, revision)
  const arrivedAt = await watcher.evaluate((wanted) => window.arrivals![wanted]!, revision)
  return arrivedAt - sentAt
}

describe.skipIf(!inNamespace && process.env.CI !== 'true')(
  'two phones paired by text codes',
  () => {
    let closeServer = () => {}
    let url = ''
    const phones: Phone[] = []

    beforeAll(async () => {
      if (!inNamespace)
        throw new Error(`Not in the live test's network namespace. Run: ${HOW_TO_RUN}`)
      ;({ url, close: closeServer } = await serveLivePage())
    })

    // Three Chromiums at most at a time on a shared machine: each test's phones close after it.
    afterEach(async () => {
      for (const phone of phones.splice(0)) {
        await phone.context.close().catch(() => undefined)
        removeProfile(phone.profileDir)
      }
    })

    afterAll(() => {
      closeServer()
      expect(pageErrors).toEqual([])
    })

    it('open a data channel from the codes and send text both ways', async () => {
      const host = await openPhone(url)
      const guest = await openPhone(url)
      phones.push(host, guest)

      const offer = await host.page.evaluate(async () => {
        const pairing = await window.live.offerPairing()
        Object.assign(window, { pairing })
        return { code: pairing.code, fingerprint: pairing.fingerprint }
      })
      const answer = await guest.page.evaluate(async (code) => {
        const pairing = await window.live.answerPairing(code)
        void pairing.connected.then((channel) => {
          channel.onMessage((text) => window.inbox.push(text))
          Object.assign(window, { channel })
        })
        return { code: pairing.code, hostFingerprint: pairing.hostFingerprint }
      }, offer.code)
      console.log(
        `pairing codes: offer ${offer.code.length} characters (QR version ${qrVersion(offer.code)}), ` +
          `answer ${answer.code.length} characters (QR version ${qrVersion(answer.code)})`,
      )
      expect(offer.code).toMatch(/^[0-9A-Z $%*+\-./:]+$/)
      expect(answer.code).toMatch(/^[0-9A-Z $%*+\-./:]+$/)
      expect(answer.hostFingerprint).toBe(offer.fingerprint)

      await host.page.evaluate(async (code) => {
        const pairing = window.pairing!
        const channel = await pairing.acceptAnswer(code)
        channel.onMessage((text) => window.inbox.push(text))
        Object.assign(window, { channel })
        channel.send('hello from the host')
      }, answer.code)
      await guest.page.waitForFunction(() => window.inbox.includes('hello from the host'))
      await guest.page.evaluate(() => {
        const channel = window.channel!
        channel.send('hello from the guest')
      })
      await host.page.waitForFunction(() => window.inbox.includes('hello from the guest'))
    })

    it('take a host code whose only address is an mDNS name (a browser without camera permission)', async () => {
      const guest = await openPhone(url)
      phones.push(guest)
      const answer = await guest.page.evaluate(
        async (code) => (await window.live.answerPairing(code, { gatherMs: 2_000 })).code,
        encodePairingCode(MDNS_ONLY_OFFER),
      )
      expect(decodePairingCode(answer, 'answer').candidates.length).toBeGreaterThan(0)
    })

    it('refuse a guest whose host code was altered: no channel opens', async () => {
      const host = await openPhone(url)
      const guest = await openPhone(url)
      phones.push(host, guest)
      const offerCode = await host.page.evaluate(async () => {
        const pairing = await window.live.offerPairing({ connectMs: 6_000 })
        Object.assign(window, { pairing })
        return pairing.code
      })
      // Another certificate's fingerprint in a well-formed code (the CRC made again): a stranger.
      const offer = decodePairingCode(offerCode, 'offer')
      offer.fingerprint[0] = offer.fingerprint[0]! ^ 0xff
      const answerCode = await guest.page.evaluate(
        async (code) => (await window.live.answerPairing(code)).code,
        encodePairingCode(offer),
      )
      const outcome = await host.page.evaluate(async (code) => {
        const pairing = window.pairing!
        return pairing.acceptAnswer(code).then(
          () => 'connected',
          (error: Error) => error.message,
        )
      }, answerCode)
      expect(outcome).toMatch(/did not connect in time|connection to the other phone failed/)
    })

    it('play one game at a table of three: writes from both guests, a reload, one of two at once, the host leaving', async () => {
      const host = await openPhone(url)
      const guests = [await openPhone(url), await openPhone(url)]
      phones.push(host, ...guests)
      await host.page.evaluate(() => {
        const store = window.live.tableStore(window.live.newGame(['Anna', 'Björn', 'Charlotte']))
        const host = new window.live.LiveHost({
          mode: 'anyone',
          currentGame: store.current,
          applyRequest: store.apply,
          prepareRejoin: (guestFingerprint) => window.live.offerRejoin(guestFingerprint),
        })
        Object.assign(window, { table: { store, host } })
      })
      for (const [index, guest] of guests.entries())
        await seat(host.page, guest.page, `guest-phone-${index + 1}`)
      const [anna, bjorn] = guests as [Phone, Phone]

      // Each guest writes in turn; every write reaches the other guest.
      const delays: number[] = []
      const turns: [Page, Page, LivePage.GuestAction][] = []
      for (let round = 0; round < 4; round++) {
        const boxes = [
          ['ones', 1],
          ['twos', 2],
          ['threes', 3],
          ['fours', 4],
        ] as const
        const [box, face] = boxes[round]!
        for (let player = 0; player < 3; player++) {
          const [writer, watcher] = player % 2 === 0 ? [anna, bjorn] : [bjorn, anna]
          const dice = [face, face, face, 5, 6]
          turns.push([writer.page, watcher.page, { type: 'write-roll', player, box, dice }])
        }
      }
      for (const [writer, watcher, action] of turns)
        delays.push(await timedWrite(writer, watcher, action))
      delays.sort((a, b) => a - b)
      const p95 = delays[Math.ceil(delays.length * 0.95) - 1]
      console.log(
        `a guest's write on the other guest: median ${delays[delays.length >> 1]} ms, p95 ${p95} ms`,
      )

      // A guest reloads its page and comes back by itself, to the game as it now is.
      await anna.page.waitForFunction(() => window.live.kept('rejoin-code').then(Boolean))
      await anna.page.reload()
      await anna.page.waitForFunction(() => 'live' in window)
      const whileAway: LivePage.GuestAction = {
        type: 'write-roll',
        player: 0,
        box: 'fives',
        dice: [5, 5, 5, 1, 2],
      }
      expect(
        await bjorn.page.evaluate((action) => window.guest!.request(action), whileAway),
      ).toMatchObject({ ok: true })
      await comeBack(anna.page, 'guest-phone-1')
      expect(await anna.page.evaluate(() => window.guest!.game)).toEqual(
        await host.page.evaluate(() => window.table!.store.current()),
      )
      await timedWrite(anna.page, bjorn.page, {
        type: 'write-roll',
        player: 1,
        box: 'fives',
        dice: [5, 5, 1, 2, 3],
      })

      // Two writes on the same revision at once: exactly one lands.
      const SAME_TURN_BOXES: BoxId[] = ['sixes', 'chance']
      const both = await Promise.all(
        [anna, bjorn].map((phone, index) =>
          phone.page.evaluate(
            (box) =>
              window.guest!.request({ type: 'write-roll', player: 2, box, dice: [6, 6, 6, 6, 1] }),
            SAME_TURN_BOXES[index]!,
          ),
        ),
      )
      expect(both.filter((outcome) => 'ok' in outcome)).toHaveLength(1)
      expect(both.find((outcome) => 'refused' in outcome)).toMatchObject({
        refused: expect.stringMatching(/^(stale|not-your-turn)$/),
      })

      // The host goes away; each guest keeps the game as it last was, identical to the host's.
      const hostGame = await host.page.evaluate(() => window.table!.store.current())
      await Promise.all(guests.map((guest) => waitForRevision(guest.page, hostGame.revision)))
      await host.page.evaluate(() => window.table!.host.close())
      for (const guest of guests) {
        await guest.page.waitForFunction(() => window.guest!.status === 'host-gone')
        expect(await guest.page.evaluate(() => window.guest!.takeOver())).toEqual(hostGame)
      }
      expect(hostGame.moves).toHaveLength(15)
    })
  },
)

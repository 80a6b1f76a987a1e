import { createServer, type Server } from 'node:http'
import { networkInterfaces } from 'node:os'
import { fileURLToPath } from 'node:url'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { build, type Rolldown } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encode as encodeQr } from 'uqr'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/test/chromium-args'
import { newProfileDir, removeProfile } from './support/browser'
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

declare global {
  interface Window {
    live: typeof LivePage
    inbox: string[]
  }
}

const root = fileURLToPath(new URL('../../', import.meta.url))

/** The live layer for the page, built as an ES module (no app, no service worker). */
async function bundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { '@': `${root}src` } },
    build: {
      write: false,
      minify: false,
      lib: { entry: `${root}tests/e2e/live-pairing-page.ts`, formats: ['es'], fileName: 'live' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
  const [first] = Array.isArray(output) ? output : [output]
  const chunk = first!.output.find((file) => file.type === 'chunk' && file.isEntry)
  if (!chunk || chunk.type !== 'chunk') throw new Error('The live bundle has no entry chunk.')
  return chunk.code
}

/** A page on 127.0.0.1 (a secure context, for WebCrypto) that puts the live layer on `window`. */
function servePage(script: string): Promise<{ server: Server; url: string }> {
  const page =
    '<!doctype html><title>live pairing</title>' +
    '<script type="module">import * as live from "/live.js"; window.live = live; window.inbox = []</script>'
  const server = createServer((request, response) => {
    const isScript = request.url === '/live.js'
    response.setHeader('content-type', isScript ? 'text/javascript' : 'text/html')
    response.end(isScript ? script : page)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({ server, url: `http://127.0.0.1:${port}/` })
    }),
  )
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
  await page.goto(url)
  await page.waitForFunction(() => 'live' in window)
  return { context, page, profileDir }
}

const qrVersion = (text: string) => encodeQr(text, { ecc: 'L' }).version

describe.skipIf(!inNamespace && process.env.CI !== 'true')(
  'two phones paired by text codes',
  () => {
    let server: Server | null = null
    let url = ''
    const phones: Phone[] = []

    beforeAll(async () => {
      if (!inNamespace)
        throw new Error(`Not in the live test's network namespace. Run: ${HOW_TO_RUN}`)
      ;({ server, url } = await servePage(await bundle()))
    })

    afterAll(async () => {
      for (const phone of phones) {
        await phone.context.close().catch(() => undefined)
        removeProfile(phone.profileDir)
      }
      server?.close()
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
        const { pairing } = window as unknown as { pairing: LivePage.HostPairing }
        const channel = await pairing.acceptAnswer(code)
        channel.onMessage((text) => window.inbox.push(text))
        Object.assign(window, { channel })
        channel.send('hello from the host')
      }, answer.code)
      await guest.page.waitForFunction(() => window.inbox.includes('hello from the host'))
      await guest.page.evaluate(() => {
        const { channel } = window as unknown as { channel: LivePage.Channel }
        channel.send('hello from the guest')
      })
      await host.page.waitForFunction(() => window.inbox.includes('hello from the guest'))
    })
  },
)

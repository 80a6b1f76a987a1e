/**
 * scripts/test/live-netns.sh npx tsx scripts/bench/live-browser.ts   (after `npx vite build`)
 *
 * A live table of six phones in Chromium (a host and five guests, each a browser context of its
 * own), paired through the app's screens by the text codes, inside the network namespace of
 * scripts/test/live-netns.sh. The guests take turns writing a two-player Yatzy game; for each
 * write, the time from the guest's tap until the write shows (the turn line moves on) on the
 * host and on every other guest. Prints the median and p95 (target p95 ≤ 300 ms) and the pairing
 * codes' sizes. Numbers, not assertions.
 */
import { chromium, type Page } from 'playwright-core'
import { encode } from 'uqr'
import { decodeBase45 } from '../../src/live/base45'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium-args'
import { serveApp } from './serve-app'

const GUESTS = 5
/** Writes timed: the game stops two short of its end, so every phone keeps its turn line. */
const WRITES = Number(process.env.BENCH_LIVE_WRITES ?? 28)
const PLAYS: [dice: string, name: string][] = [
  ['11123', 'Ones'],
  ['22234', 'Twos'],
  ['33312', 'Threes'],
  ['44412', 'Fours'],
  ['55512', 'Fives'],
  ['66612', 'Sixes'],
  ['66521', 'One pair'],
  ['66551', 'Two pairs'],
  ['55523', 'Three of a kind'],
  ['44442', 'Four of a kind'],
  ['12345', 'Small straight'],
  ['23456', 'Large straight'],
  ['33322', 'Full house'],
  ['65432', 'Chance'],
  ['44444', 'Yatzy'],
]

if (process.env.LIVE_NETNS_ADDRESS === undefined) {
  console.log('Skipped: run inside scripts/test/live-netns.sh (phones need a network namespace).')
  process.exit(0)
}

// Headless Chromium cannot start its mDNS responder: the phones show their addresses instead.
const args = CHROMIUM_ARGS.map((arg) =>
  arg.startsWith('--disable-features=') ? `${arg},WebRtcHideLocalIpsWithMdns` : arg,
)
const app = await serveApp('preview', 4194)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args })

async function phone(): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
  })
  const page = await context.newPage()
  await page.goto(`${app.origin}/`)
  await page.getByRole('heading', { name: 'Yatzy Pad' }).waitFor()
  return page
}

/** A textarea's value once the app has filled it. */
async function filled(page: Page, name: string): Promise<string> {
  const field = page.getByRole('textbox', { name, exact: true })
  await field.waitFor({ timeout: 60_000 })
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    const value = await field.inputValue()
    if (value) return value
    await page.waitForTimeout(50)
  }
  throw new Error(`${name} stayed empty`)
}

function codeSize(code: string) {
  return {
    bytes: decodeBase45(code).length,
    chars: code.length,
    version: encode(code, { ecc: 'L' }).version,
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!

try {
  const host = await phone()
  await host.getByRole('link', { name: 'New game' }).click()
  await host.getByRole('radio', { name: /^Yatzy/ }).check()
  for (const name of ['Anna', 'Bo']) {
    await host.getByPlaceholder('Player name').fill(name)
    await host.getByRole('button', { name: 'Add player' }).click()
  }
  await host.getByRole('button', { name: 'Start game' }).click()
  await host.locator('.game__turn').waitFor()
  await host.getByRole('button', { name: 'Full sheet' }).click()
  await host.getByRole('button', { name: 'Play on several phones' }).click()

  const guests: Page[] = []
  const offers: string[] = []
  const answers: string[] = []
  for (let i = 0; i < GUESTS; i++) {
    if (i > 0) await host.getByRole('button', { name: 'Add another phone' }).click()
    const offer = await filled(host, 'Code for the other phone')
    const guest = await phone()
    await guest.getByRole('link', { name: 'Join a table' }).click()
    await guest.getByRole('textbox', { name: 'Code from the host' }).fill(offer)
    await guest.getByRole('button', { name: 'Join', exact: true }).click()
    const answer = await filled(guest, 'Answer code for the host')
    await host.getByRole('textbox', { name: 'Answer code', exact: true }).fill(answer)
    await host.getByRole('button', { name: 'Connect' }).click()
    await guest.locator('.game__turn').waitFor({ timeout: 60_000 })
    offers.push(offer)
    answers.push(answer)
    guests.push(guest)
  }
  await host.getByRole('button', { name: 'Full sheet' }).click()
  await host.locator('.game__turn').waitFor()
  const phones = [host, ...guests]

  const toAll: number[] = []
  const toHost: number[] = []
  for (let write = 0; write < WRITES; write++) {
    const writer = guests[write % GUESTS]!
    const [dice, box] = PLAYS[Math.floor(write / 2)]!
    const input = writer.getByPlaceholder(/Type dice/).first()
    await input.fill(dice)
    await input.press('Enter')
    const offer = writer.locator(
      `button:not([disabled])[aria-label^="${box}: "][aria-label*="for this roll"]`,
    )
    await offer.waitFor()
    const others = phones.filter((page) => page !== writer)
    // Each other phone notes when its turn line moves on; the writer notes its tap.
    await Promise.all(
      others.map((page) =>
        page.evaluate(`(() => {
          const before = document.querySelector('.game__turn')?.textContent
          window.__shown = new Promise((resolve) => {
            const watch = new MutationObserver(() => {
              const now = document.querySelector('.game__turn')?.textContent
              if (now === undefined || now === before) return
              watch.disconnect()
              resolve(performance.timeOrigin + performance.now())
            })
            watch.observe(document.body, { subtree: true, childList: true, characterData: true })
          })
        })()`),
      ),
    )
    await writer.evaluate(`document.addEventListener('pointerdown', () => {
      window.__tap = performance.timeOrigin + performance.now()
    }, { capture: true, once: true })`)
    await offer.click()
    const shown = await Promise.all(others.map((page) => page.evaluate<number>('window.__shown')))
    const tap = await writer.evaluate<number>('window.__tap')
    toAll.push(Math.max(...shown) - tap)
    toHost.push(shown[0]! - tap)
  }

  const report = (label: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b)
    console.log(
      `${label}: median ${quantile(sorted, 0.5).toFixed(0)} ms, p95 ${quantile(sorted, 0.95).toFixed(0)} ms, ` +
        `max ${sorted.at(-1)!.toFixed(0)} ms (${times.length} writes; target p95 ≤ 300 ms)`,
    )
  }
  console.log(
    `Live table of ${GUESTS + 1} phones in Chromium (host + ${GUESTS} guests), writes made on guests`,
  )
  report('tap on a guest → shown on the host', toHost)
  report('tap on a guest → shown on the host and every other guest', toAll)
  const sizes = (label: string, codes: string[]) => {
    const each = codes.map(codeSize)
    const range = (key: 'bytes' | 'chars' | 'version') => {
      const values = each.map((size) => size[key])
      const low = Math.min(...values)
      const high = Math.max(...values)
      return low === high ? `${low}` : `${low}–${high}`
    }
    console.log(
      `${label}: ${range('bytes')} bytes, ${range('chars')} characters, QR version ${range('version')} (ECC L)`,
    )
  }
  sizes("host's codes", offers)
  sizes("guests' answer codes", answers)
} finally {
  await browser.close()
  app.stop()
}

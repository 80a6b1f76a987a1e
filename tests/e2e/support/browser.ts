import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  chromium,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core'
import { inject } from 'vitest'

// Playwright's own list (chromiumSwitches.ts): Chromium honours only the last --disable-features,
// so ours must repeat it before adding what keeps the browser from calling outside hosts.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
]

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'AutofillServerCommunication'].join(',')}`,
]

export const origin = () => inject('origin')

/** Every URL any page of any context asked for during the run: checked against the app's origin. */
export const requestedUrls: string[] = []
/** Console errors and uncaught exceptions (CSP violations among them): a healthy app has none. */
export const pageErrors: string[] = []

export interface Session {
  context: BrowserContext
  page: Page
  profileDir: string
}

export function newProfileDir(): string {
  return mkdtempSync(join(tmpdir(), 'yatzy-pad-e2e-'))
}

/** A real on-disk profile: close and launch again on the same folder to test what survives. */
export async function launch(
  profileDir = newProfileDir(),
  viewport = { width: 390, height: 844 },
  /** Only where a test needs it, e.g. bypassCSP to inject axe-core; the defaults stay as they are. */
  extra: Pick<BrowserContextOptions, 'bypassCSP' | 'colorScheme'> = {},
): Promise<Session> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport,
    locale: 'en-US',
    serviceWorkers: 'allow',
    ...extra,
  })
  context.on('request', (request) => requestedUrls.push(request.url()))
  const watchPage = (page: Page) => {
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`${page.url()}: ${message.text()}`)
    })
  }
  context.pages().forEach(watchPage)
  context.on('page', watchPage)
  const page = context.pages()[0] ?? (await context.newPage())
  return { context, page, profileDir }
}

/** Kills every Chromium process of the profile with SIGKILL: a crash or a flat battery, not a close. */
export async function killAbruptly(session: Session) {
  const pids = execFileSync('pgrep', ['-f', `user-data-dir=${session.profileDir}`], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .map(Number)
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  await session.context.close().catch(() => undefined)
}

export function removeProfile(profileDir: string) {
  rmSync(profileDir, { recursive: true, force: true })
}

/** Waits until a service worker is activated and controls the page (ready alone can be early). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const worker = registration.active
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      )
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        }),
      )
    }
  })
}

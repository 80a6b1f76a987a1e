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
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/test/chromium-args'

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

/**
 * A real on-disk profile: close and launch again on the same folder to test what survives.
 *
 * The service worker is blocked unless a test asks for it (`{ serviceWorkers: 'allow' }`): its
 * install precaches the whole app (3.3 MB), which made a fresh profile's start and first page cost
 * about 6.8 CPU-seconds instead of 2.6, and only the tests of offline use, updates and the
 * first-visit notice look at it.
 */
export async function launch(
  profileDir = newProfileDir(),
  viewport = { width: 390, height: 844 },
  /** Only where a test needs it, e.g. bypassCSP to inject axe-core; the defaults stay as they are. */
  extra: Pick<BrowserContextOptions, 'bypassCSP' | 'colorScheme' | 'serviceWorkers'> = {},
  /** Added to the usual Chromium flags, e.g. a fake camera playing a file. */
  extraArgs: string[] = [],
): Promise<Session> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    viewport,
    locale: 'en-US',
    serviceWorkers: 'block',
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

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core'
import type { BrowserOptions, EngineBrowser, EnginePage } from './engine'

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/**
 * Preferences of every test's Firefox: downloads go to the test's folder without asking, and the
 * browser itself calls no outside host (no captive-portal or connectivity probe, no updates).
 */
const basePrefs = (downloads: string) => ({
  'browser.download.folderList': 2,
  'browser.download.dir': downloads,
  'browser.download.useDownloadDir': true,
  'browser.download.always_ask_before_handling_new_types': false,
  'browser.helperApps.neverAsk.saveToDisk': 'application/json',
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'app.update.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
})

class FirefoxPage implements EnginePage {
  constructor(private readonly page: Page) {}

  async goto(url: string) {
    await this.page.goto(url)
  }
  async reload() {
    await this.page.reload()
  }
  async url() {
    return this.page.url()
  }
  run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.page.evaluate(
      `(async (...args) => {\n${body}\n})(...${JSON.stringify(args)})`,
    ) as Promise<T>
  }
  private async element(selector: string): Promise<ElementHandle<Element>> {
    const handle = await this.page.$(selector)
    if (!handle) throw new Error(`nothing on the page matches ${selector}`)
    return handle
  }
  async click(selector: string) {
    await (await this.element(selector)).click()
  }
  async type(selector: string, text: string) {
    const handle = await this.element(selector)
    // As a person replaces what a field holds: select all of it, then type over it.
    await handle.focus()
    await this.page.keyboard.down('Control')
    await this.page.keyboard.press('a')
    await this.page.keyboard.up('Control')
    await this.page.keyboard.press('Backspace')
    await handle.type(text)
  }
  async press(selector: string, key: 'Enter' | 'Tab') {
    await (await this.element(selector)).press(key)
  }
  async upload(selector: string, file: string) {
    await ((await this.element(selector)) as ElementHandle<HTMLInputElement>).uploadFile(file)
  }
}

/** A Firefox ESR over WebDriver BiDi, with a profile of its own in `folder` (downloads beside it). */
function startFirefox(folder: string, prefs: Record<string, string | number | boolean> = {}) {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    userDataDir: join(folder, 'profile'),
    extraPrefsFirefox: { ...basePrefs(join(folder, 'downloads')), ...prefs },
  })
}

/**
 * The Firefox that tests with the usual preferences share: each gets a browser context of its own
 * in it (storage, service workers and cookies apart, as a fresh profile's), not a new browser. A
 * start and first page cost 4.3 CPU-seconds and 4.2 s more than a new context and its first page
 * (2026-12-05, load 5-7). Tests run one at a time (vitest.engines.config.ts), so the downloads
 * folder is emptied for each. It goes when the test process ends.
 */
let shared: { browser: Promise<Browser>; folder: string } | undefined

function sharedFirefox() {
  if (!shared) {
    const folder = mkdtempSync(join(tmpdir(), 'yatzy-pad-firefox-'))
    shared = { browser: startFirefox(folder, { 'dom.serviceWorkers.enabled': false }), folder }
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }))
  }
  return shared
}

/**
 * Firefox ESR over WebDriver BiDi, starting as a fresh profile. A test with preferences of its own
 * (or the service worker on) gets a browser of its own, and its profile goes when it closes.
 */
export async function launchFirefox(options: BrowserOptions = {}): Promise<EngineBrowser> {
  if (!options.prefs && !options.serviceWorker) {
    const { browser, folder } = sharedFirefox()
    const downloads = join(folder, 'downloads')
    rmSync(downloads, { recursive: true, force: true })
    mkdirSync(downloads)
    const context = await (await browser).createBrowserContext()
    const page = await context.newPage()
    await page.setViewport(options.viewport ?? { width: 390, height: 844 })
    return {
      engine: 'firefox',
      page: new FirefoxPage(page),
      downloads,
      async close() {
        await context.close().catch(() => undefined)
      },
    }
  }
  const folder = mkdtempSync(join(tmpdir(), 'yatzy-pad-firefox-'))
  const browser = await startFirefox(folder, {
    'dom.serviceWorkers.enabled': options.serviceWorker ?? false,
    ...options.prefs,
  })
  const page = (await browser.pages())[0] ?? (await browser.newPage())
  await page.setViewport(options.viewport ?? { width: 390, height: 844 })
  return {
    engine: 'firefox',
    page: new FirefoxPage(page),
    downloads: join(folder, 'downloads'),
    async close() {
      await browser.close().catch(() => undefined)
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

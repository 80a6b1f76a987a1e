import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver'
import type { BrowserOptions, EngineBrowser, EnginePage } from './engine'

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver'
export const MINIBROWSER =
  process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitForDriver(url: string, exited: () => boolean) {
  // The driver answers /status once it listens; the loop ends on that answer, or on its exit.
  for (;;) {
    if (exited()) throw new Error('WebKitWebDriver exited before it answered')
    try {
      if ((await fetch(`${url}/status`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

class WebKitPage implements EnginePage {
  constructor(private readonly driver: WebDriver) {}

  async goto(url: string) {
    await this.driver.get(url)
  }
  async reload() {
    await this.driver.navigate().refresh()
  }
  url() {
    return this.driver.getCurrentUrl()
  }
  async run<T>(body: string, ...args: unknown[]): Promise<T> {
    const outcome = (await this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       const args = Array.prototype.slice.call(arguments, 0, -1);
       (async (...args) => {\n${body}\n})(...args).then(
         (value) => done({ value: value === undefined ? null : value }),
         (error) => done({ error: String((error && error.stack) || error) }),
       )`,
      ...args,
    )) as { value?: T; error?: string }
    if (outcome.error !== undefined) throw new Error(`in the page: ${outcome.error}`)
    return outcome.value as T
  }
  async click(selector: string) {
    const element = await this.driver.findElement(By.css(selector))
    try {
      await element.click()
    } catch (error) {
      if ((error as Error).name !== 'ElementNotInteractableError') throw error
      // WebKitWebDriver sometimes finds an element in view "not interactable" (a label around a
      // radio): then the pointer goes to its middle and clicks there, as a finger would.
      await this.driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element)
      await this.driver.actions().move({ origin: element }).click().perform()
    }
  }
  async type(selector: string, text: string) {
    const field = this.driver.findElement(By.css(selector))
    await field.clear()
    await field.sendKeys(text)
  }
  async press(selector: string, key: 'Enter' | 'Tab') {
    await this.driver.findElement(By.css(selector)).sendKeys(key === 'Enter' ? Key.ENTER : Key.TAB)
  }
  async upload(selector: string, file: string) {
    await this.driver.findElement(By.css(selector)).sendKeys(file)
  }
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver, on an X display of its own (xvfb-run). Its
 * home, data and cache folders are a fresh temporary folder, so each browser starts with an empty
 * profile, and its downloads folder is one we read.
 */
export async function launchWebKit(options: BrowserOptions = {}): Promise<EngineBrowser> {
  const folder = mkdtempSync(join(tmpdir(), 'yatzy-pad-webkit-'))
  const downloads = join(folder, 'downloads')
  for (const sub of ['config', 'data', 'cache', 'downloads']) mkdirSync(join(folder, sub))
  writeFileSync(join(folder, 'config', 'user-dirs.dirs'), `XDG_DOWNLOAD_DIR="${downloads}"\n`)
  const port = await freePort()
  const child = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x1024x24', WEBKIT_DRIVER, `--port=${port}`],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
      env: {
        ...process.env,
        HOME: folder,
        XDG_CONFIG_HOME: join(folder, 'config'),
        XDG_DATA_HOME: join(folder, 'data'),
        XDG_CACHE_HOME: join(folder, 'cache'),
      },
    },
  )
  let exited = false
  child.once('exit', () => (exited = true))
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  const url = `http://127.0.0.1:${port}`
  let driver: WebDriver
  try {
    await waitForDriver(url, () => exited)
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: ['--automation', ...(options.serviceWorker ? [] : ['--features=-ServiceWorkers'])],
        },
      })
      .build()
    await driver.manage().setTimeouts({ script: 120_000 })
    const wanted = options.viewport ?? { width: 390, height: 844 }
    // The window's outer size includes its frame: set it, measure the page, set it again.
    await driver
      .manage()
      .window()
      .setRect({ ...wanted })
    const inner = (await driver.executeScript('return [innerWidth, innerHeight]')) as number[]
    await driver
      .manage()
      .window()
      .setRect({
        width: wanted.width * 2 - inner[0]!,
        height: wanted.height * 2 - inner[1]!,
      })
  } catch (error) {
    stop()
    rmSync(folder, { recursive: true, force: true })
    throw error
  }
  return {
    engine: 'webkit',
    page: new WebKitPage(driver),
    downloads,
    async close() {
      await driver.quit().catch(() => undefined)
      stop()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

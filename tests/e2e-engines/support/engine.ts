/**
 * What a test needs from a browser, whichever engine it is: Firefox over WebDriver BiDi
 * (puppeteer-core) or WebKitGTK over classic WebDriver (selenium-webdriver). Controls are found
 * in the page (./in-page.ts) and then clicked or typed into natively by the driver, so the page
 * gets real pointer and key events.
 */
export type EngineName = 'firefox' | 'webkit'

export const ENGINE_TITLES: Record<EngineName, string> = {
  firefox: 'Firefox ESR',
  webkit: 'WebKitGTK',
}

export interface EnginePage {
  goto(url: string): Promise<void>
  reload(): Promise<void>
  url(): Promise<string>
  /**
   * Runs `body`, the body of an async function whose arguments are `args`, in the page, and
   * returns what it returns (JSON-like values only).
   */
  run<T>(body: string, ...args: unknown[]): Promise<T>
  /** A native click on the element the CSS selector finds. */
  click(selector: string): Promise<void>
  /** Empties the field, then types `text` into it key by key. */
  type(selector: string, text: string): Promise<void>
  /** Presses a key (Enter, Tab) in the element. */
  press(selector: string, key: 'Enter' | 'Tab'): Promise<void>
  /** Chooses a file for an <input type="file">, as the file picker would. */
  upload(selector: string, file: string): Promise<void>
}

export interface BrowserOptions {
  /** The window's inner size to aim for (WebKitGTK's window may not go narrower than its toolbar). */
  viewport?: { width: number; height: number }
  /** Firefox's preferences (ignored elsewhere). */
  prefs?: Record<string, string | number | boolean>
  /**
   * Whether the app's service worker may install. Off unless a test is about it: in Firefox its
   * install (the whole app precached) made each start and first page take 3.3 CPU-seconds and 7.7 s
   * longer. Firefox turns it off by a preference, WebKitGTK's MiniBrowser by a feature switch.
   */
  serviceWorker?: boolean
}

export interface EngineBrowser {
  readonly engine: EngineName
  readonly page: EnginePage
  /** Where a download lands, if the engine saves downloads to a folder we choose. */
  readonly downloads: string | null
  close(): Promise<void>
}

export function engineFromEnv(): EngineName {
  const name = process.env.E2E_ENGINE
  if (name === 'firefox' || name === 'webkit') return name
  throw new Error(`E2E_ENGINE must be firefox or webkit, not ${name ?? '(unset)'}`)
}

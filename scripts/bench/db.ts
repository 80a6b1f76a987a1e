// Storage benchmark: `npx tsx scripts/bench/db.ts` runs it in Node on fake-indexeddb;
// `npx tsx scripts/bench/db.ts --browser` runs the same code in Chromium on real IndexedDB.
// GAMES=1000 sets the number of finished games (10,000 by default).
// fake-indexeddb is plain JavaScript: some operations (large reads, reverse cursors) are far
// slower there than in a browser, so read its numbers as an upper bound.
import 'fake-indexeddb/auto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import { formatReport, runStorageBench, type BenchReport } from './db-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium-args'

const gameCount = Number(process.env.GAMES ?? 10_000)

async function bundleForBrowser(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      target: 'esnext',
      lib: { entry: 'scripts/bench/db-core.ts', formats: ['es'], fileName: 'bench' },
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  for (const output of outputs) {
    if (!('output' in output)) continue
    const chunk = output.output.find((item) => item.type === 'chunk')
    if (chunk && chunk.type === 'chunk') return chunk.code
  }
  throw new Error('Vite produced no bundle for the browser benchmark.')
}

async function runInChromium(): Promise<BenchReport> {
  const code = await bundleForBrowser()
  // A profile on disk: IndexedDB in an incognito-like context lives in memory and would flatter.
  const profile = mkdtempSync(join(tmpdir(), 'yatzy-pad-bench-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  })
  try {
    // localhost is a secure context (crypto.randomUUID); every request is answered right here.
    await context.route('http://localhost/**', (route) => {
      const isBundle = route.request().url().endsWith('/bench.js')
      return route.fulfill({
        contentType: isBundle ? 'text/javascript' : 'text/html',
        body: isBundle ? code : '<!doctype html><title>bench</title>',
      })
    })
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('http://localhost/')
    return await page.evaluate<BenchReport>(
      `import('/bench.js').then((m) => m.runStorageBench(${gameCount}, 'Chromium ' + navigator.userAgent.match(/Chrome\\/[\\d.]+/)))`,
    )
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

const report = process.argv.includes('--browser')
  ? await runInChromium()
  : await runStorageBench(gameCount, `Node ${process.version}, fake-indexeddb`)
console.log(formatReport(report))

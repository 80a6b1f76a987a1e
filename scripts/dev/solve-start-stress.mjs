// Starts house-rule solves one after another in Firefox ESR, through a build's own
// startSolveInWorker, and counts those that never post their first progress within 25 s (before
// the app's own guard starts a silent solve again, at 30 s): the way
// a solve that hung at its start (a nested worker's constructor, research 2026-12-05) was found.
// It takes minutes, so it is not part of `npm run bench`; run it beside other load.
//
//   node scripts/dev/solve-start-stress.mjs [dist folder] [starts]     (dist, 150)
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join } from 'node:path'
import puppeteer from 'puppeteer-core'

const root = process.argv[2] ?? 'dist'
const starts = Number(process.argv[3] ?? 150)
const port = Number(process.env.STRESS_PORT ?? 4558)
const TYPES = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json' }

const server = createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0]
  if (path === '/') {
    response.setHeader('content-type', 'text/html')
    return response.end('<title>solve starts</title>')
  }
  try {
    const body = readFileSync(join(root, path))
    response.setHeader('content-type', TYPES[extname(path)] ?? 'application/octet-stream')
    response.end(body)
  } catch {
    response.statusCode = 404
    response.end()
  }
}).listen(port)

const entry = readdirSync(join(root, 'assets')).find((file) => file.startsWith('solve-in-worker-'))
if (!entry) throw new Error(`${root} has no solve-in-worker chunk: build the app first`)
const browser = await puppeteer.launch({
  browser: 'firefox',
  executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  headless: true,
})
try {
  const page = await browser.newPage()
  await page.goto(`http://localhost:${port}/`)
  // Runs in the page; polled below (one long evaluate would outlast the driver's timeout).
  await page.evaluate(
    (url, count) => {
      window.outcomes = []
      void (async () => {
        const { startSolveInWorker } = await import(url)
        for (let i = 0; i < count; i++) {
          const outcome = await new Promise((resolve) => {
            const started = performance.now()
            let solve
            const timer = setTimeout(() => {
              solve.stop()
              resolve('never started')
            }, 25_000)
            const firstProgress = () => {
              clearTimeout(timer)
              solve.stop()
              resolve(`started ${Math.round(performance.now() - started)}`)
            }
            // A rule set of its own each time, so no model is cached from the last start.
            solve = startSolveInWorker(
              'yatzy',
              { fullHouse: 25 + (i % 7) },
              firstProgress,
              undefined,
              {},
            )
            solve.table.catch((error) => {
              if (error.name === 'AbortError') return
              clearTimeout(timer)
              resolve(`failed ${error.message}`)
            })
          })
          window.outcomes.push(outcome)
        }
      })()
    },
    `/assets/${entry}`,
    starts,
  )
  let outcomes = []
  while (outcomes.length < starts) {
    await new Promise((resolve) => setTimeout(resolve, 5000))
    outcomes = await page.evaluate('window.outcomes')
  }
  const count = (word) => outcomes.filter((outcome) => outcome.startsWith(word)).length
  const times = outcomes
    .filter((outcome) => outcome.startsWith('started'))
    .map((outcome) => Number(outcome.split(' ')[1]))
    .sort((a, b) => a - b)
  console.log(
    `${root}: ${starts} solves, ${count('started')} started, ${count('never started')} never started, ` +
      `${count('failed')} failed; first progress median ${times[times.length >> 1]} ms`,
  )
} finally {
  await browser.close()
  server.close()
}

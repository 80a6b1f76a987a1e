// Lighthouse against the production build served locally, in Debian's Chromium, offline-safe flags.
// Median of several runs: scores move when the other core is busy.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PORT = 4183
const RUNS = 5
/** Minimum score per category. */
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100 }
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'cumulative-layout-shift': 'CLS',
  'total-blocking-time': 'TBT',
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices']
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
].join(' ')

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no server at ${url}`)
}

export async function runLighthouse() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(chromium)) {
    console.log(`\n## Lighthouse: skipped, no Chromium at ${chromium}`)
    return
  }
  const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  })
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]))
  const metrics = Object.fromEntries(Object.keys(METRICS).map((m) => [m, []]))
  const dir = mkdtempSync(join(tmpdir(), 'yatzy-lh-'))
  try {
    await waitFor(`http://localhost:${PORT}/`)
    for (let run = 0; run < RUNS; run++) {
      const out = join(dir, `run-${run}.json`)
      const result = spawnSync(
        'npx',
        [
          'lighthouse',
          `http://localhost:${PORT}/`,
          `--only-categories=${CATEGORIES.join(',')}`,
          `--chrome-flags=${CHROME_FLAGS}`,
          '--output=json',
          `--output-path=${out}`,
          '--quiet',
        ],
        { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'inherit'] },
      )
      if (result.status !== 0) throw new Error(`lighthouse exited with ${result.status}`)
      const report = JSON.parse(readFileSync(out, 'utf8'))
      for (const c of CATEGORIES) scores[c].push(Math.round(report.categories[c].score * 100))
      for (const m of Object.keys(METRICS)) metrics[m].push(report.audits[m].displayValue)
    }
  } finally {
    process.kill(-server.pid, 'SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  }
  console.log(`\n## Lighthouse (mobile preset, median of ${RUNS} runs)`)
  for (const c of CATEGORIES) {
    const score = median(scores[c])
    const verdict = score >= TARGETS[c] ? 'meets' : 'BELOW'
    console.log(
      `  ${String(score).padStart(4)}  ${c} — ${verdict} the target ${TARGETS[c]} (runs: ${scores[c].join(', ')})`,
    )
  }
  for (const [m, name] of Object.entries(METRICS))
    console.log(`  ${name}: ${metrics[m].join(', ')}`)
}

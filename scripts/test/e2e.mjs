// `npm run test:e2e`: browser tests in Debian's Chromium. Skipped locally without Chromium, required in CI.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const hasTests =
  existsSync('tests/e2e') && readdirSync('tests/e2e').some((f) => f.endsWith('.e2e.ts'))

if (!hasTests) {
  console.log('No browser tests yet.')
  process.exit(0)
}
if (!existsSync(chromium)) {
  if (process.env.CI === 'true') {
    console.error(`Browser tests must run in CI, but no Chromium was found at ${chromium}.`)
    process.exit(1)
  }
  console.log(`Skipping browser tests: no Chromium at ${chromium} (apt-get install chromium).`)
  process.exit(0)
}
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)
// The same app for a sub-path (GitHub Pages), for tests/e2e/offline-subpath.e2e.ts.
const subpath = spawnSync(
  'npx',
  ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-subpath', '--emptyOutDir'],
  { stdio: 'inherit', env: { ...process.env, BASE: '/yatzy-pad/' } },
)
if (subpath.status !== 0) process.exit(subpath.status ?? 1)
const env = { ...process.env, CHROMIUM_PATH: chromium }
// Phones on one live table reach each other over WebRTC only inside a network namespace of the
// tests' own (scripts/test/live-netns.sh): those tests run there, after the rest.
const LIVE = 'tests/e2e/live-*.e2e.ts'
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--config', 'vitest.e2e.config.ts', '--exclude', LIVE],
  { stdio: 'inherit', env },
)
if (run.status !== 0) process.exit(run.status ?? 1)
// Locally without the rights to make a namespace, say so and go on; CI must run them.
const namespace = spawnSync('scripts/test/live-netns.sh', ['true'], { stdio: 'inherit' })
if (namespace.status !== 0) {
  if (process.env.CI === 'true') process.exit(1)
  console.log('Skipping the live-table browser tests: no network namespace can be made here.')
  process.exit(0)
}
const live = spawnSync(
  'scripts/test/live-netns.sh',
  ['npx', 'vitest', 'run', '--config', 'vitest.e2e.config.ts', 'tests/e2e/live-'],
  { stdio: 'inherit', env },
)
process.exit(live.status ?? 1)

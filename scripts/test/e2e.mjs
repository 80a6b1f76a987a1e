// `npm run test:e2e`: the browser tests in three engines. Every test runs in Debian's Chromium
// (tests/e2e); a core set runs in Firefox ESR and WebKitGTK too (tests/e2e-engines). Locally a
// missing browser is named and its tests skipped; in CI (CI=true) every engine must run.
//
//   E2E_ENGINES=firefox npm run test:e2e     only the engines named (chromium, firefox, webkit)
//
// The app is built once for all engines (and once more for a sub-path). Chromium's suite runs
// first, two files at a time (it keeps both cores busy); then the live-table tests and the other
// two engines' core sets run side by side, each in a network namespace of its own
// (scripts/test/live-netns.sh), where a live table can pair: those tests mostly wait on the app
// and on each other's phones.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { delimiter, join } from 'node:path'

const CI = process.env.CI === 'true'
const PORT = Number(process.env.E2E_PORT ?? 4179)
// The other engines' servers, when they cannot have a namespace (and so a loopback) of their own.
const ENGINE_PORT = Number(process.env.E2E_ENGINE_PORT ?? PORT + 100)

const onPath = (command) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => existsSync(join(dir, command)))
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
const webkitDriver = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver'
const miniBrowser =
  process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** Each engine, and what is missing for it on this machine (with the package that brings it). */
const ENGINES = {
  chromium: existsSync(chromium) ? null : `no Chromium at ${chromium} (apt-get install chromium)`,
  firefox: existsSync(firefox) ? null : `no Firefox at ${firefox} (apt-get install firefox-esr)`,
  webkit: !existsSync(webkitDriver)
    ? `no ${webkitDriver} (apt-get install webkit2gtk-driver)`
    : !existsSync(miniBrowser)
      ? `no MiniBrowser at ${miniBrowser} (apt-get install webkit2gtk-driver)`
      : !onPath('xvfb-run')
        ? 'no xvfb-run (apt-get install xvfb)'
        : null,
}
const wanted = (process.env.E2E_ENGINES ?? 'chromium,firefox,webkit')
  .split(',')
  .map((e) => e.trim())
for (const name of wanted) {
  if (!(name in ENGINES)) {
    console.error(`E2E_ENGINES: no engine "${name}" (chromium, firefox, webkit).`)
    process.exit(2)
  }
}
const engines = wanted.filter((name) => {
  const missing = ENGINES[name]
  if (!missing) return true
  if (CI) {
    console.error(`Browser tests must run in CI in every engine, but ${name} cannot: ${missing}.`)
    process.exit(1)
  }
  console.log(`Skipping the ${name} browser tests: ${missing}.`)
  return false
})
if (engines.length === 0) process.exit(0)
const hasTests = (dir, suffix) =>
  existsSync(dir) && readdirSync(dir).some((f) => f.endsWith(suffix))
if (!hasTests('tests/e2e', '.e2e.ts')) {
  console.log('No browser tests yet.')
  process.exit(0)
}

const started = Date.now()
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`

/** Runs a command to its end, its output line by line behind a label; resolves to its exit code. */
function run(label, command, args, env = process.env) {
  return new Promise((resolve) => {
    const since = Date.now()
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    for (const stream of [child.stdout, child.stderr]) {
      let rest = ''
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) console.log(`[${label}] ${line}`)
      })
      stream.on('end', () => rest && console.log(`[${label}] ${rest}`))
    }
    child.on('close', (code) => {
      console.log(`[${label}] ${code === 0 ? '✓' : '✗'} done in ${seconds(since)}`)
      resolve(code ?? 1)
    })
  })
}

// One build for every engine, and the same app for a sub-path (GitHub Pages) that
// tests/e2e/offline-subpath.e2e.ts serves: one after the other, since each build alone keeps both
// cores busy and two side by side only fight over them (and over memory).
const builds = [await run('build', 'npx', ['vite', 'build', '--logLevel', 'warn'])]
if (builds[0] === 0 && engines.includes('chromium')) {
  builds.push(
    await run(
      'build /yatzy-pad/',
      'npx',
      ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-subpath', '--emptyOutDir'],
      { ...process.env, BASE: '/yatzy-pad/' },
    ),
  )
}
if (builds.some((code) => code !== 0)) process.exit(1)

// Phones on one live table reach each other over WebRTC only inside a network namespace of the
// tests' own. Locally without the rights to make one, say so and go on; CI must have them.
const namespace =
  spawnSync('scripts/test/live-netns.sh', ['true'], { stdio: 'inherit' }).status === 0
if (!namespace) {
  if (CI) process.exit(1)
  console.log('The live-table browser tests are skipped: no network namespace can be made here.')
}
const inNamespace = (command) => (namespace ? ['scripts/test/live-netns.sh', ...command] : command)

const failed = []
const LIVE = 'tests/e2e/live-*.e2e.ts'
const chromiumEnv = { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: String(PORT) }
if (engines.includes('chromium')) {
  const code = await run(
    'chromium',
    'npx',
    ['vitest', 'run', '--config', 'vitest.e2e.config.ts', '--exclude', LIVE],
    chromiumEnv,
  )
  if (code !== 0) failed.push('chromium')
}

const side = []
if (engines.includes('chromium') && namespace) {
  const command = inNamespace([
    'npx',
    'vitest',
    'run',
    '--config',
    'vitest.e2e.config.ts',
    'tests/e2e/live-',
  ])
  side.push(
    run('chromium live', command[0], command.slice(1), chromiumEnv).then(
      (code) => code === 0 || failed.push('chromium live'),
    ),
  )
}
for (const [index, engine] of ['firefox', 'webkit'].entries()) {
  if (!engines.includes(engine) || !hasTests('tests/e2e-engines', '.engine.ts')) continue
  const command = inNamespace(['npx', 'vitest', 'run', '--config', 'vitest.engines.config.ts'])
  const env = {
    ...process.env,
    CHROMIUM_PATH: chromium,
    FIREFOX_PATH: firefox,
    E2E_ENGINE: engine,
    E2E_PORT: String(ENGINE_PORT + index),
    E2E_OFFLINE_PORT: String(ENGINE_PORT + 10 + index),
  }
  side.push(
    run(engine, command[0], command.slice(1), env).then(
      (code) => code === 0 || failed.push(engine),
    ),
  )
}
await Promise.all(side)

console.log(
  `Browser tests in ${engines.join(', ')}: ${seconds(started)}${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
)
process.exit(failed.length ? 1 : 0)

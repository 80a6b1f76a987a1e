// `npm run bench`: bundle size, storage with 10,000 games, the solver, advice in Chromium, the
// computer players' self-play, a live table of six phones and Lighthouse. Numbers, not assertions.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { measureBundle, printBundle } from './bench/bundle-size.mjs'
import { runLighthouse } from './bench/lighthouse.mjs'

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

console.log('# Yatzy Pad benchmarks')
run('npx', ['vite', 'build', '--logLevel', 'warn'])
printBundle(measureBundle())

console.log('\n## Full Yatzy table in Node, 2 threads (target ≤ 3 s wall; CPU time below it)')
run('npx', ['tsx', 'scripts/dev/solve.ts', '--variant', 'yatzy', '--threads', '2'])

const scripts = [
  'scripts/bench/db.ts',
  'scripts/bench/solver.ts',
  'scripts/bench/advice.ts',
  // The longest main-thread task (4× CPU throttle) for import, hints, a write, statistics; three
  // runs of the first two, as the machine's load moves single runs by tens of milliseconds.
  ['scripts/bench/longtasks.ts', '--runs', '3'],
  // Self-play of the computer levels: 10,000 games each (BENCH_COMPUTER_GAMES=500 for a quick run).
  'scripts/bench/computer.ts',
  // Win chances: calibration per decile and Brier score (WIN_GAMES=300 for a quick run).
  'scripts/bench/win-chances.ts',
  // What the 4× throttle itself costs an idle page (about 0.8 of a core the workers lack).
  'scripts/bench/throttle-cost.ts',
  // The first advice under new house rules in Chromium at 4× throttle (target 4 s), then stored.
  'scripts/bench/house-rules-browser.ts',
  // Win chances after a write in Chromium at 4× throttle (p95 target 300 ms).
  'scripts/bench/win-browser.ts',
  // Win chances by player strength, per decile (WIN_GAMES_2=300 WIN_GAMES_4=150: a quick run).
  'scripts/bench/win-calibration.ts',
  'scripts/bench/vision.ts', // the camera's dice reader on held-out photos (VISION_DATA=<folder>)
  // The same on real photos from outside: skovy's webcam frames, DiceWatcher's held-out sittings.
  'scripts/bench/vision-real.ts',
  // The dice reader per 640×480 frame in Chromium at 4× throttle (target 150 ms).
  'scripts/bench/vision-browser.ts',
]
for (const entry of scripts) {
  const [script, ...args] = [entry].flat()
  if (existsSync(script)) {
    console.log(`\n## ${script}`)
    run('npx', ['tsx', script, ...args])
  }
}

// Six phones on one live table over WebRTC (p95 target 300 ms), and the pairing codes' sizes:
// only inside a network namespace of its own (scripts/test/live-netns.sh).
console.log('\n## scripts/bench/live-browser.ts')
if (spawnSync('scripts/test/live-netns.sh', ['true'], { stdio: 'ignore' }).status === 0) {
  run('scripts/test/live-netns.sh', ['npx', 'tsx', 'scripts/bench/live-browser.ts'])
} else {
  console.log('Skipped: no network namespace can be made here (scripts/test/live-netns.sh).')
}

await runLighthouse()

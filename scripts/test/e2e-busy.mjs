// `npm run test:e2e:busy`: the browser tests while every core is also busy with a CPU-bound loop,
// as on a phone or CI machine doing something else. The tests wait for the app's state, never
// for a guessed time, so they must pass here too (only slower).
import { spawn, spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'

const LOOP = 'for (;;) Math.sqrt(Math.random())'
const loops = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ['-e', LOOP], { stdio: 'ignore' }),
)
console.log(`${loops.length} CPU-bound loops running beside the browser tests`)
const started = Date.now()
const run = spawnSync('node', ['scripts/test/e2e.mjs'], { stdio: 'inherit' })
for (const loop of loops) loop.kill()
console.log(
  `browser tests beside ${loops.length} busy loops: ${((Date.now() - started) / 1000).toFixed(0)} s`,
)
process.exit(run.status ?? 1)

// `npm run checks`: lint and type-check side by side. Each is one thread, so on two cores together
// they take about as long as the slower one. Each one's output is shown whole when it ends, not
// interleaved; the run fails if either does.
import { spawn } from 'node:child_process'

const CHECKS = [
  ['lint', ['eslint', '.', '--max-warnings', '0']],
  ['type-check', ['vue-tsc', '--build']],
]

function run([name, args]) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      console.log(`${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)`)
      if (output.trim()) console.log(output.trimEnd())
      resolve(code === 0)
    })
  })
}

const passed = await Promise.all(CHECKS.map(run))
process.exit(passed.every(Boolean) ? 0 : 1)

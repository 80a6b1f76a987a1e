// `npm start`: build when the sources are newer than the last build, then serve it on localhost.
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))))
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0
if (Math.max(...inputs.map(newestMtime)) > built) {
  console.log('Building Yatzy Pad…')
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const port = process.env.PORT ?? '4173'
console.log(`Serving Yatzy Pad at http://localhost:${port}/`)
const server = spawn('npx', ['vite', 'preview', '--port', port, '--strictPort'], {
  stdio: 'inherit',
})
server.on('exit', (code) => process.exit(code ?? 0))

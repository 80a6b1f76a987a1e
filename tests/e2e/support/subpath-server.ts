import { spawn, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

/** The sub-path build: what a GitHub Pages project site serves (BASE=/yatzy-pad/ npm run build). */
export const SUBPATH = '/yatzy-pad/'
export const SUBPATH_DIR = 'dist-subpath'
// 100 above the main server, not next to it: other local servers like 4180. --strictPort and the
// exit check below catch a clash.
const PORT = Number(process.env.E2E_PORT ?? 4179) + 100

const builtAt = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0)

/** Builds dist-subpath/ unless it is newer than dist/ (scripts/test/e2e.mjs builds both, in that order). */
export function ensureSubpathBuild(): void {
  if (builtAt(`${SUBPATH_DIR}/index.html`) > builtAt('dist/index.html')) return
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', SUBPATH_DIR, '--emptyOutDir'],
    { stdio: 'inherit', env: { ...process.env, BASE: SUBPATH } },
  )
  if (build.status !== 0) throw new Error(`The ${SUBPATH} build failed.`)
}

/** Serves dist-subpath/ under /yatzy-pad/ on its own fixed port; returns the origin and a stop. */
export async function serveSubpath(): Promise<{ origin: string; stop: () => void }> {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', SUBPATH_DIR, '--port', String(PORT), '--strictPort'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
      env: { ...process.env, BASE: SUBPATH },
    },
  )
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.once('exit', stop)
  let exited = false
  server.once('exit', () => (exited = true))
  const origin = `http://localhost:${PORT}`
  const until = Date.now() + 30_000
  while (Date.now() < until && !exited) {
    const response = await fetch(`${origin}${SUBPATH}`).catch(() => null)
    if (response?.ok) return { origin, stop }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  stop()
  throw new Error(`vite preview did not serve ${SUBPATH_DIR}/ at ${origin}${SUBPATH}`)
}

import { spawn } from 'node:child_process'

export interface ServedApp {
  origin: string
  /** Stops the server and everything it started. */
  stop: () => void
}

/**
 * Vite serving the app on `port` for a browser benchmark: the production build in `dist`
 * (`preview`) or the sources (`dev`, for a module loaded straight into a page). Resolves once it
 * answers.
 */
export async function serveApp(mode: 'preview' | 'dev', port: number): Promise<ServedApp> {
  // BENCH_DIST: another build to serve (an older commit's, built with --outDir), for before/after.
  const dist = process.env.BENCH_DIST ? ['--outDir', process.env.BENCH_DIST] : []
  const args = mode === 'preview' ? ['vite', 'preview', ...dist] : ['vite']
  const server = spawn('npx', [...args, '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    // Its own process group, so stopping it also stops the Vite process npx starts.
    detached: true,
  })
  const origin = `http://localhost:${port}`
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid)
    } catch {
      // already gone
    }
  }
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    const answered = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return { origin, stop }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  stop()
  throw new Error(`vite ${mode} did not answer at ${origin}`)
}

import { spawn, type ChildProcess } from 'node:child_process'
import type { TestProject } from 'vitest/node'

// E2E_PORT: a second checkout can run its browser tests beside this one's.
export const PORT = Number(process.env.E2E_PORT ?? 4179)
export const ORIGIN = `http://localhost:${PORT}`

async function waitForServer(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms`)
}

/**
 * Serves the production build in `outDir` on `port`; --strictPort fails loudly if a stale server
 * holds it. Returns the function that stops it (also called when this process exits).
 */
export async function startPreview(port: number, outDir = 'dist'): Promise<() => void> {
  let server: ChildProcess | null = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    { stdio: ['ignore', 'inherit', 'inherit'], detached: true },
  )
  const stop = () => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    server = null
  }
  process.once('exit', stop)
  await waitForServer(`http://localhost:${port}/`, 30_000)
  return stop
}

/** The browser tests' server, on E2E_PORT. */
export default async function setup(project: TestProject) {
  const stop = await startPreview(PORT)
  project.provide('origin', ORIGIN)
  return stop
}

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string
  }
}

import { spawn, type ChildProcess } from 'node:child_process'
import type { TestProject } from 'vitest/node'

// E2E_PORT: a second checkout can run its browser tests beside this one's.
export const PORT = Number(process.env.E2E_PORT ?? 4179)
export const ORIGIN = `http://localhost:${PORT}`

let server: ChildProcess | null = null

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

/** Serves the production build on a fixed port; --strictPort fails loudly if a stale server holds it. */
export default async function setup(project: TestProject) {
  server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
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
  await waitForServer(`${ORIGIN}/`, 30_000)
  project.provide('origin', ORIGIN)
  return stop
}

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string
  }
}

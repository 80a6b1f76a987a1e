import { spawn, type ChildProcess } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** Solved and packed tables survive `dist` cleaning; their names carry the solver version. */
const CACHE_DIR = 'node_modules/.cache/yatzy-pad-advisor'

interface ShippedFile {
  fileName: string
  path: string
}

/**
 * Ships each exact variant's solved table as a static file (advisor/<variant>-<version>-c<codec>.bin,
 * see src/advisor/shipped-table.ts), so a device gets its first advice from a download instead of a
 * ten-second solve. Build only: the dev server and Vitest solve on the device as before.
 *
 * The work runs in a child process (build/advisor-tables-job.ts, under tsx) started with the build
 * and awaited when the bundle is generated, so it overlaps the bundling and the solver's TypeScript
 * stays out of Vite's config bundle. Results are cached under node_modules/.cache: only a change to
 * the rules, the solver or the file format pays for a solve (Yatzy about 10 s on two cores).
 */
export function advisorTables(): Plugin {
  let job: { child: ChildProcess; files: Promise<ShippedFile[]> } | null = null
  return {
    name: 'yatzy-pad:advisor-tables',
    apply: 'build',
    configResolved(config) {
      // As early as possible: the job's own start-up (tsx, the solver models) hides behind Vite's.
      job ??= startJob(config.root)
    },
    buildEnd(error) {
      if (error) job?.child.kill()
    },
    async generateBundle() {
      for (const { fileName, path } of await job!.files) {
        this.emitFile({ type: 'asset', fileName, source: await readFile(path) })
      }
    },
  }
}

function startJob(root: string): { child: ChildProcess; files: Promise<ShippedFile[]> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'build/advisor-tables-job.ts', join(root, CACHE_DIR)],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const files = new Promise<ShippedFile[]>((resolve, reject) => {
    let stdout = ''
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code !== 0) return reject(new Error(`advisor tables: job failed (${signal ?? code})`))
      resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as ShippedFile[])
    })
  })
  files.catch(() => undefined) // reported by generateBundle, not as an unhandled rejection
  return { child, files }
}

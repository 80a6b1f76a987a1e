// The app's import graph as the lint rules in import-rules.mjs read it: every import of a file in
// src/ — static, type-only, re-export, dynamic `import()` and `import('…').Type` alike — resolved
// the way Vite and tsconfig.app.json resolve it ('@/…' is src/, extensionless paths try .ts, .vue
// and index.ts). Packages are left out: only the app's own files can form a cycle.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export const SRC = fileURLToPath(new URL('../../src', import.meta.url))

const EXTENSIONS = ['', '.ts', '.vue', '.d.ts', '/index.ts']

/** The src/ path an app import points at (it may not exist), or null for a package. */
export function importTarget(fromFile, specifier) {
  const path = specifier.replace(/\?.*$/, '')
  if (path.startsWith('@/')) return join(SRC, path.slice(2))
  if (path.startsWith('./') || path.startsWith('../') || path === '.' || path === '..') {
    return resolve(dirname(fromFile), path)
  }
  return null
}

/** The file an app import loads, or null for a package or a path with no file. */
export function resolveImport(fromFile, specifier) {
  const target = importTarget(fromFile, specifier)
  if (target === null) return null
  for (const extension of EXTENSIONS) {
    const candidate = target + extension
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** The folder under src/ a path lies in ('db', 'advisor', …), '' for src/ itself, null outside. */
export function srcFolder(path) {
  const inside = relative(SRC, path)
  if (inside.startsWith('..') || inside === '') return null
  const parts = inside.split(sep)
  const isRootFile = parts.length === 1 && existsSync(path) && statSync(path).isFile()
  return isRootFile ? '' : parts[0]
}

/**
 * Every module specifier in a TypeScript or Vue file's text. TypeScript's own import scanner
 * (preProcessFile) finds every form above without a full parse, and skips comments and strings.
 */
export function specifiersIn(fileName, text) {
  const scripts = fileName.endsWith('.vue') ? vueScripts(text) : [text]
  return scripts.flatMap((script) =>
    ts.preProcessFile(script, true, true).importedFiles.map((file) => file.fileName),
  )
}

/** The <script> and <script setup> blocks of a single-file component. */
function vueScripts(text) {
  return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1])
}

/** A file's imports of other app files, read from disk and kept until the file changes. */
const cache = new Map()
/** One lint run asks for the same files thousands of times: look at the disk once a second. */
const RECHECK_MS = 1000

export function appImportsOf(file) {
  const now = Date.now()
  const cached = cache.get(file)
  if (cached && now - cached.checkedAt < RECHECK_MS) return cached.imports
  let stamp
  try {
    stamp = statSync(file).mtimeMs
  } catch {
    cache.delete(file)
    return []
  }
  if (cached && cached.stamp === stamp) {
    cached.checkedAt = now
    return cached.imports
  }
  const specifiers = specifiersIn(file, readFileSync(file, 'utf8'))
  const imports = [...new Set(specifiers.map((s) => resolveImport(file, s)).filter(Boolean))]
  cache.set(file, { stamp, checkedAt: now, imports })
  return imports
}

/**
 * The chain of app files from `start` back to `file` (start first, file last), or null when
 * `start` cannot reach it. `exhausted` holds files already known not to reach `file`; pass the same
 * set for every import of one file, so its whole check walks the graph at most once.
 */
export function pathBack(start, file, exhausted) {
  const parent = new Map([[start, null]])
  const stack = [start]
  while (stack.length > 0) {
    const current = stack.pop()
    if (current === file) {
      const chain = []
      for (let at = current; at !== null; at = parent.get(at)) chain.unshift(at)
      return chain
    }
    if (exhausted.has(current)) continue
    for (const next of appImportsOf(current)) {
      if (!parent.has(next) && srcFolder(next) !== null) {
        parent.set(next, current)
        stack.push(next)
      }
    }
  }
  for (const seen of parent.keys()) exhausted.add(seen)
  return null
}

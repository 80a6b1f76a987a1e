// What the first screen downloads: the JS and CSS that index.html loads (entry, modulepreloads,
// stylesheets), gzipped, against the 80 KB budget. Lazy chunks are listed separately.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const DIST = 'dist'
const BUDGET_KB = 80

const gz = (path) => gzipSync(readFileSync(join(DIST, path)), { level: 9 }).length
const kb = (bytes) => (bytes / 1024).toFixed(1)

export function measureBundle() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8')
  const firstLoad = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  )
  const firstBytes = firstLoad.reduce((sum, path) => sum + gz(path), 0)
  const lazy = readdirSync(join(DIST, 'assets'))
    .map((name) => `assets/${name}`)
    .filter((path) => /\.(js|css)$/.test(path) && !firstLoad.includes(path))
    .map((path) => ({ path, gzip: gz(path) }))
    .sort((a, b) => b.gzip - a.gzip)
  return { firstLoad: firstLoad.map((path) => ({ path, gzip: gz(path) })), firstBytes, lazy }
}

export function printBundle({ firstLoad, firstBytes, lazy }) {
  console.log('\n## First-load JavaScript and CSS (gzip -9)')
  for (const { path, gzip } of firstLoad) console.log(`  ${kb(gzip).padStart(7)} KB  ${path}`)
  const verdict = firstBytes / 1024 < BUDGET_KB ? 'within' : 'OVER'
  console.log(`  ${kb(firstBytes).padStart(7)} KB  total — ${verdict} the ${BUDGET_KB} KB budget`)
  console.log('\n## Lazy chunks (gzip -9)')
  for (const { path, gzip } of lazy) console.log(`  ${kb(gzip).padStart(7)} KB  ${path}`)
}

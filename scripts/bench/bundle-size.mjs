// What the first screen downloads: the JS and CSS that index.html loads (entry, modulepreloads,
// stylesheets and the locale boot script), gzipped, against its 50 KB target (issue 41); the home screen with
// its games-in-progress list against 90 KB; then what each lazy screen adds on top.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const DIST = 'dist'
const BUDGET_KB = 50
const HOME_WITH_LIST_KB = 90
const HOME_LIST = 'home: games-in-progress list (deferred, read from IndexedDB)'
const SCREENS = {
  'home: games-in-progress list (deferred, read from IndexedDB)':
    'src/components/home/ResumeList.vue',
  'new game': 'src/views/NewGameView.vue',
  'game sheet': 'src/views/GameView.vue',
  'roll checker': 'src/views/CheckerView.vue',
  history: 'src/views/HistoryView.vue',
  'game review': 'src/views/GameReviewView.vue',
  statistics: 'src/views/StatsView.vue',
  settings: 'src/views/SettingsView.vue',
  rules: 'src/views/RulesView.vue',
}

const gz = (path) => gzipSync(readFileSync(join(DIST, path)), { level: 9 }).length
const kb = (bytes) => (bytes / 1024).toFixed(1)

/** Every file a manifest entry pulls in statically (its chunk, imports and CSS). */
function closure(manifest, key, seen = new Set()) {
  const entry = manifest[key]
  if (!entry || seen.has(entry.file)) return seen
  seen.add(entry.file)
  for (const css of entry.css ?? []) seen.add(css)
  for (const imported of entry.imports ?? []) closure(manifest, imported, seen)
  return seen
}

export function measureBundle() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8')
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'))
  const firstLoad = [...html.matchAll(/(?:src|href)="\/?((?:assets\/)?[^"/]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  )
  const firstBytes = firstLoad.reduce((sum, path) => sum + gz(path), 0)
  const screens = Object.entries(SCREENS).map(([name, key]) => {
    const files = [...closure(manifest, key)].filter((file) => !firstLoad.includes(file))
    return { name, extra: files.reduce((sum, file) => sum + gz(file), 0) }
  })
  return { firstLoad: firstLoad.map((path) => ({ path, gzip: gz(path) })), firstBytes, screens }
}

export function printBundle({ firstLoad, firstBytes, screens }) {
  console.log('\n## First screen: JavaScript and CSS in index.html (gzip -9)')
  for (const { path, gzip } of firstLoad) console.log(`  ${kb(gzip).padStart(7)} KB  ${path}`)
  const verdict = firstBytes / 1024 <= BUDGET_KB ? 'within' : 'OVER'
  console.log(`  ${kb(firstBytes).padStart(7)} KB  total — ${verdict} the ${BUDGET_KB} KB target`)
  const list = screens.find((screen) => screen.name === HOME_LIST)
  if (list) {
    const home = firstBytes + list.extra
    const homeVerdict = home / 1024 <= HOME_WITH_LIST_KB ? 'within' : 'OVER'
    console.log(
      `  ${kb(home).padStart(7)} KB  home with its list — ${homeVerdict} the ${HOME_WITH_LIST_KB} KB target`,
    )
  }
  console.log('\n## Loaded lazily on top of that, per screen (gzip -9)')
  for (const { name, extra } of screens) {
    console.log(
      `  ${kb(extra).padStart(7)} KB  ${name} (first screen + this: ${kb(firstBytes + extra)} KB)`,
    )
  }
}

// Two lint rules that keep src/ layered (wired up in eslint.config.mjs):
//
// - floors/no-import-cycle: no file in src/ may reach itself through its imports, type-only ones
//   included. (import-x's no-cycle skips `import type`, and a type cycle still ties two files
//   into one unit that cannot be read, tested or moved apart.)
// - floors/pure-floor: the pure floors import only the floors below them (rules ← players ←
//   advisor ← computer; vision alone) and src/scheduling or src/wasm, never a framework package.
//   The import is judged by the file it resolves to, so '@/db', '../db', '../../stores/game' and
//   `import('@/views/X.vue')` are all caught; a name pattern in no-restricted-imports misses
//   barrels and relative paths.
// - floors/module-index: a module with an index.ts (rules, advisor, computer, vision, db, i18n) is
//   imported from outside through its index (or a sub-module's, such as advisor/win), or through
//   one of the light entries it declares below; never another file inside it. Only a dynamic
//   import() may load a file of its own, as a lazy chunk, and the app's entry files (main.ts,
//   entry-server.ts, env.d.ts) wire the first screen from the modules' parts.
import { relative } from 'node:path'
import { importTarget, pathBack, resolveImport, SRC, srcFolder } from './import-graph.mjs'

/**
 * Folders of pure TypeScript: they run in Node, workers and tests without Vue, Pinia or Dexie.
 * Each may import the floors listed for it, which lie below it, and nothing above.
 */
export const FLOORS_BELOW = {
  rules: [],
  players: ['rules'],
  advisor: ['rules', 'players'],
  computer: ['rules', 'players', 'advisor'],
  vision: [],
}
export const PURE_FLOORS = Object.keys(FLOORS_BELOW)
/**
 * Modules whose index.ts is their public face: from outside, imports go through it, or through
 * the light entries listed here. Each light entry is importable without what its index pulls in
 * (the database, the dice reader's weights, the solver), so a screen that needs only it stays
 * small: the home screen replays a game without Dexie, the game screen keys advisors without the
 * solver, the computers play by the advisor's turn kernels alone.
 */
export const MODULE_ENTRIES = {
  rules: [],
  computer: [],
  db: [
    'replay',
    'figures',
    'names',
    'errors',
    'unfinished-read',
    'persistence',
    'backup-api',
    'backup-schema',
    'backup-worker-protocol',
    'handoff-api',
  ],
  i18n: ['supported'],
  advisor: [
    'advisor-key',
    'exact-variants',
    'solve-in-worker',
    'format',
    'dice-space',
    'turn',
    'maxi/multi-roll-turn',
    'win/computer-strength',
    'win/story',
    'win/win-client',
    'win/win-protocol',
  ],
  vision: ['client', 'types'],
}
const INDEXED_MODULES = Object.keys(MODULE_ENTRIES)
/** The app's entry files, which put the first screen together from the modules' parts. */
const ENTRY_FILES = ['main.ts', 'entry-server.ts', 'env.d.ts']
/** What a pure floor may import besides the pure floors: plain helpers with no framework. */
const PURE_HELPERS = ['scheduling', 'wasm']
const FRAMEWORK_PACKAGES = /^(vue|vue-router|pinia|dexie)(\/|$)|^@vue(use)?\/|^virtual:/

/** Each import's module specifier node in an ESLint AST (TypeScript and Vue files). */
function onEachImport(check) {
  const fromSource = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source)
  }
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
    TSImportType(node) {
      const literal = node.source ?? node.argument?.literal
      if (literal && typeof literal.value === 'string') check(literal)
    },
    TSExternalModuleReference(node) {
      if (typeof node.expression.value === 'string') check(node.expression)
    },
  }
}

const shortPath = (file) => relative(SRC, file).split('\\').join('/')

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between files in src/, type-only imports included' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{chain}}. Move what both need into a file they both import.',
    },
  },
  create(context) {
    const file = context.filename
    if (srcFolder(file) === null) return {}
    // Files known not to lead back here: each file's check walks the import graph once at most.
    const exhausted = new Set()
    return onEachImport((literal) => {
      const target = resolveImport(file, literal.value)
      if (target === null || target === file || srcFolder(target) === null) return
      const chain = pathBack(target, file, exhausted)
      if (chain === null) return
      const names = [file, ...chain].map(shortPath).join(' → ')
      context.report({ node: literal, messageId: 'cycle', data: { chain: names } })
    })
  },
}

const pureFloor = {
  meta: {
    type: 'problem',
    docs: { description: 'The pure floors import only each other, no framework or app layer' },
    schema: [],
    messages: {
      appLayer:
        '{{floor}} is pure TypeScript: it may import only {{allowed}}, not src/{{target}}. Pass what it needs in instead.',
      framework: '{{floor}} is pure TypeScript: it may not import "{{name}}".',
    },
  },
  create(context) {
    const floor = srcFolder(context.filename)
    if (!PURE_FLOORS.includes(floor)) return {}
    const allowed = [floor, ...FLOORS_BELOW[floor], ...PURE_HELPERS]
    return onEachImport((literal) => {
      const name = literal.value
      const target = importTarget(context.filename, name)
      if (target === null) {
        if (FRAMEWORK_PACKAGES.test(name)) {
          context.report({
            node: literal,
            messageId: 'framework',
            data: { floor: `src/${floor}`, name },
          })
        }
        return
      }
      const targetFloor = srcFolder(target)
      // Outside src/ (a test, a script) is never imported by app code; tsc and Vite say so.
      if (targetFloor === null || allowed.includes(targetFloor)) return
      context.report({
        node: literal,
        messageId: 'appLayer',
        data: {
          floor: `src/${floor}`,
          allowed: allowed.map((folder) => `src/${folder}`).join(', '),
          target: shortPath(target),
        },
      })
    })
  },
}

/** A module's index, a sub-module's, or a light entry the module declares. */
function isPublicFace(file, module) {
  const inside = shortPath(file).slice(module.length + 1)
  if (inside === 'index.ts' || inside.endsWith('/index.ts')) return true
  return MODULE_ENTRIES[module].includes(inside.replace(/\.(ts|vue)$/, ''))
}

const moduleIndex = {
  meta: {
    type: 'problem',
    docs: { description: 'A module is imported from outside through its index, not its files' },
    schema: [],
    messages: {
      inside:
        'src/{{module}} is imported through its index from outside it: use {{index}}, not {{target}} (export it there, or declare a light entry in MODULE_ENTRIES).',
    },
  },
  create(context) {
    const from = srcFolder(context.filename)
    if (from === null || (from === '' && ENTRY_FILES.includes(shortPath(context.filename)))) {
      return {}
    }
    const check = (literal, lazy) => {
      if (lazy) return
      const target = resolveImport(context.filename, literal.value)
      if (target === null) return
      const module = srcFolder(target)
      if (module === from || !INDEXED_MODULES.includes(module)) return
      if (isPublicFace(target, module)) return
      context.report({
        node: literal,
        messageId: 'inside',
        data: { module, index: `'@/${module}'`, target: `'${literal.value}'` },
      })
    }
    const everyImport = onEachImport((literal) => check(literal, false))
    return { ...everyImport, ImportExpression: (node) => check(node.source, true) }
  },
}

export default {
  meta: { name: 'floors' },
  rules: {
    'no-import-cycle': noImportCycle,
    'pure-floor': pureFloor,
    'module-index': moduleIndex,
  },
}

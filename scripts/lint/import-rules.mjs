// Two lint rules that keep src/ layered (wired up in eslint.config.mjs):
//
// - floors/no-import-cycle: no file in src/ may reach itself through its imports, type-only ones
//   included. (import-x's no-cycle skips `import type`, and a type cycle still ties two files
//   into one unit that cannot be read, tested or moved apart.)
// - floors/pure-floor: the pure floors (rules, advisor, computer, vision, players) import only
//   each other and src/scheduling or src/wasm, never a framework package. The import is judged by the file it
//   resolves to, so '@/db', '../db', '../../stores/game' and `import('@/views/X.vue')` are all
//   caught; a name pattern in no-restricted-imports misses barrels and relative paths.
import { relative } from 'node:path'
import { importTarget, pathBack, resolveImport, SRC, srcFolder } from './import-graph.mjs'

/** Folders of pure TypeScript: they run in Node, workers and tests without Vue, Pinia or Dexie. */
export const PURE_FLOORS = ['rules', 'advisor', 'computer', 'vision', 'players']
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
    const allowed = [...PURE_FLOORS, ...PURE_HELPERS]
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

export default {
  meta: { name: 'floors' },
  rules: { 'no-import-cycle': noImportCycle, 'pure-floor': pureFloor },
}

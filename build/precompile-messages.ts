import { readFileSync } from 'node:fs'
import { basename, dirname, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { compileMessages, type MessageTree } from '../src/i18n/compile-messages.ts'
import type { Message } from '../src/i18n/message-format.ts'
import { isFirstScreenKey, isRuleBookKey } from '../src/i18n/first-screen.ts'

const PREFIX = '\0yatzy-pad-messages:'

/** Which messages each import of a locale file gets. */
const PARTS = {
  'first-screen': isFirstScreenKey,
  rest: (key: string) => !isFirstScreenKey(key) && !isRuleBookKey(key),
  'rule-book': isRuleBookKey,
  all: () => true,
} satisfies Record<string, (key: string) => boolean>

export type Part = keyof typeof PARTS

/** The part `part` of a locale file as the runtime reads it; its name is its language (sv.json → sv). */
export function compileLocaleFile(path: string, part: Part): Record<string, Message> {
  const tree = JSON.parse(readFileSync(path, 'utf8')) as MessageTree
  return compileMessages(tree, PARTS[part], path, basename(path, '.json'))
}

/**
 * Compiles the locale JSON files to the runtime's flat message tables at build time (see
 * src/i18n/compile-messages.ts), split by the import's query: `en.json?first-screen` is what the
 * home screen shows, `?rule-book` the Rules screen's text, `?rest` the others, `?all` everything.
 * A broken message fails the build.
 */
export function precompileMessages(localeDir: RegExp): Plugin {
  return {
    name: 'yatzy-pad:precompile-messages',
    enforce: 'pre',
    // A virtual id keeps Vite's own JSON plugin away from the compiled module.
    resolveId(source, importer) {
      const match = /^(.*\.json)\?(first-screen|rest|rule-book|all)$/.exec(source)
      if (!importer || !match) return null
      const path = resolve(dirname(importer), match[1]!)
      // The id must not end in .json, or Vite's JSON plugin claims the module.
      return localeDir.test(path) ? `${PREFIX}${match[2]}:${path.replace(/\.json$/, '')}` : null
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null
      const [part, ...rest] = id.slice(PREFIX.length).split(':')
      const path = `${rest.join(':')}.json`
      this.addWatchFile(path)
      return {
        code: `export default ${JSON.stringify(compileLocaleFile(path, part as Part))}`,
        map: null,
      }
    },
  }
}

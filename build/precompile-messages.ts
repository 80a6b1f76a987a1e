import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { baseCompile } from '@intlify/message-compiler'
import type { Plugin } from 'vite'

const PREFIX = '\0yatzy-pad-messages:'

type Messages = string | { [key: string]: Messages }

function compileTree(node: Messages, path: string): unknown {
  if (typeof node === 'string') {
    const { ast } = baseCompile(node, {
      jit: true,
      location: false,
      minify: true,
      onError: (error) => {
        throw new Error(`Message ${path}: ${error.message}`)
      },
    })
    return ast
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, compileTree(value, `${path}.${key}`)]),
  )
}

/**
 * Compiles the locale JSON files to vue-i18n message ASTs at build time, so the app ships the
 * runtime-only vue-i18n (no message compiler, no eval) and a broken message fails the build.
 */
export function precompileMessages(localeDir: RegExp): Plugin {
  return {
    name: 'yatzy-pad:precompile-messages',
    enforce: 'pre',
    // A virtual id keeps Vite's own JSON plugin away from the compiled module.
    resolveId(source, importer) {
      if (!importer || !source.endsWith('.json')) return null
      const path = resolve(dirname(importer), source)
      // The id must not end in .json, or Vite's JSON plugin claims the module.
      return localeDir.test(path) ? PREFIX + path.replace(/\.json$/, '') : null
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null
      const path = `${id.slice(PREFIX.length)}.json`
      this.addWatchFile(path)
      const messages = JSON.parse(readFileSync(path, 'utf8')) as Messages
      return { code: `export default ${JSON.stringify(compileTree(messages, path))}`, map: null }
    },
  }
}

import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { build, type Plugin } from 'vite'
import { precompileMessages } from './precompile-messages.ts'

const LOCALES = ['en', 'sv', 'da', 'nb', 'fi', 'de'] as const
const OUT_DIR = 'node_modules/.cache/yatzy-pad-prerender'

/**
 * Puts the home screen, rendered by Vue's server renderer (src/entry-server.ts), into index.html:
 * English inside #app, the other languages beside it, hidden. public/locale-boot.js (a file, not an
 * inline script: the CSP allows none) marks <html lang> with the player's language before the body
 * is parsed, src/styles/prerender.css shows that language's copy, and main.ts hydrates it.
 */
export function prerenderHome(): Plugin {
  let root = ''
  return {
    name: 'yatzy-pad:prerender-home',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root
    },
    async generateBundle(_options, bundle) {
      const page = bundle['index.html']
      if (!page || page.type !== 'asset') return
      const renderHome = await serverRenderer(root)
      const [english, ...others] = await Promise.all(LOCALES.map((locale) => renderHome(locale)))
      const copies = others
        .map((html, i) => `<div data-prerendered="${LOCALES[i + 1]}" hidden>${html}</div>`)
        .join('')
      const source = String(page.source)
      const app = '<div id="app"></div>'
      if (!source.includes(app))
        throw new Error('prerender: index.html has no <div id="app"></div>')
      page.source = source.replace(
        app,
        `<div id="app" data-prerendered="en">${english}</div>${copies}`,
      )
    },
  }
}

/** A server build of src/entry-server.ts, imported from node_modules/.cache. */
async function serverRenderer(root: string): Promise<(locale: string) => Promise<string>> {
  const outDir = join(root, OUT_DIR)
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [precompileMessages(/\/src\/i18n\/locales\/[\w-]+\.json$/), vue()],
    resolve: { alias: { '@': join(root, 'src') } },
    define: { __VUE_OPTIONS_API__: 'false', __VUE_PROD_DEVTOOLS__: 'false' },
    build: {
      ssr: 'src/entry-server.ts',
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        output: { entryFileNames: 'entry-server.mjs' },
        // HomeView reaches src/i18n/index.ts, whose lazy locale imports this one-file server
        // build inlines: expected here, so not worth a warning on every build.
        onLog(level, log, handler) {
          if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log)
        },
      },
    },
  })
  const module = (await import(pathToFileURL(join(outDir, 'entry-server.mjs')).href)) as {
    renderHome: (locale: string) => Promise<string>
  }
  return module.renderHome
}

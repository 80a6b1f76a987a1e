import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'
import { VitePWA } from 'vite-plugin-pwa'
import { precompileMessages } from './build/precompile-messages.ts'
import { advisorTables } from './build/advisor-tables.ts'
import { prerenderHome } from './build/prerender-home.ts'
import packageJson from './package.json' with { type: 'json' }

/** Where the app is served: '/' by default, e.g. BASE=/yatzy-pad/ for a GitHub Pages project. */
const base = process.env.BASE ?? '/'
if (!base.startsWith('/') || !base.endsWith('/')) {
  throw new Error(`BASE must start and end with "/", like /yatzy-pad/ (got "${base}").`)
}

export default defineConfig({
  base,
  plugins: [
    precompileMessages(/\/src\/i18n\/locales\/[\w-]+\.json$/),
    vue(),
    // Solved advisor tables as static files (build only), precached below for offline hints.
    advisorTables(),
    // The home screen as HTML in index.html (build only): the first paint waits for no script.
    prerenderHome(),
    VitePWA({
      // A data-entry app must never reload under the player's thumb: the update waits for consent.
      registerType: 'prompt',
      injectRegister: false,
      // globPatterns already picks up the icons; the default would precache them twice.
      includeManifestIcons: false,
      manifest: {
        name: 'Yatzy Pad',
        short_name: 'Yatzy Pad',
        description: 'Score keeper for Yatzy and Yahtzee played with real dice.',
        start_url: base,
        scope: base,
        display: 'standalone',
        theme_color: '#1d4e89',
        background_color: '#f7f4ec',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The plugin adds the manifest itself; listing it here too would precache it twice.
        // bin: the advisor tables (largest, Yatzy, about 0.55 MB; under the 2 MiB default limit).
        globPatterns: ['**/*.{js,css,html,svg,png,bin}'],
        navigateFallback: `${base}index.html`,
        cleanupOutdatedCaches: true,
        // The first visit's worker takes control at once, so the app works offline without a reload.
        clientsClaim: true,
      },
    }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  // Compile-time flags: no Options API, no devtools hooks in production bundles.
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_OPTIONS_API__: 'false',
  },
  build: {
    target: 'es2022',
    reportCompressedSize: false,
    // dist/.vite/manifest.json lets the bundle benchmark follow each screen's lazy imports.
    manifest: true,
    // Every browser the app runs in (ES2022, module workers) preloads modules itself: the polyfill
    // was 0.6 KB gzipped of the first screen doing nothing.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](@vue[\\/]|vue[\\/]|vue-router[\\/]|pinia[\\/])/,
            },
          ],
        },
      },
    },
    modulePreload: {
      polyfill: false,
      // index.html preloads all the first screen needs. A lazy screen's stylesheets must be loaded
      // with it (the preload helper does that); its scripts the browser finds by itself from the
      // screen's imports (and the service worker serves them from its cache once installed).
      // Listing every screen's scripts too put about 90 file names, 1 KB gzipped, into the first
      // screen's script, and more with each feature.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
  },
  worker: { format: 'es' },
  preview: { port: 4173, strictPort: true },
})

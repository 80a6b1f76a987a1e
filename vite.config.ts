import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'
import { VitePWA } from 'vite-plugin-pwa'

export default defineConfig({
  plugins: [
    vue(),
    VitePWA({
      // A data-entry app must never reload under the player's thumb: the update waits for consent.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Yatzy Pad',
        short_name: 'Yatzy Pad',
        description: 'Score keeper for Yatzy and Yahtzee played with real dice.',
        start_url: '.',
        scope: '.',
        display: 'standalone',
        theme_color: '#1d4e89',
        background_color: '#f7f4ec',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        // The first visit's worker takes control at once, so the app works offline without a reload.
        clientsClaim: true,
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    reportCompressedSize: false,
  },
  worker: { format: 'es' },
  preview: { port: 4173, strictPort: true },
})

import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** Browser tests: Node drives Debian's Chromium against the production build served by vite preview. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/support/server.ts'],
    // One browser at a time: two cores, and each test owns its profile folder.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
})

import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** Browser tests: Node drives Debian's Chromium against the production build served by vite preview. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/support/server.ts'],
    // Two browsers at a time, each test with a profile folder of its own: the tests spend most of
    // their time waiting on the app (its pace, its workers), not on the two cores (a whole run kept
    // less than half of one core busy), so two at once nearly halve the run. The timeouts leave
    // room for a machine that is busy with other work too.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
})

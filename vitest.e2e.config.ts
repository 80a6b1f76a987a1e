import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** Browser tests: Node drives Debian's Chromium against the production build served by vite preview. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/support/server.ts'],
    // A worker loads Playwright and the helpers once, not once a file (about 4 s a file on a busy
    // machine); tests/e2e/support/per-file.ts starts each file's request and error lists empty.
    isolate: false,
    setupFiles: ['./tests/e2e/support/per-file.ts'],
    // Two browsers at a time, each test with a profile folder of its own: one test often waits on
    // the app (its pace, its workers) while the other works. On two quiet cores that is a small
    // gain (41 tests in 458 s, where 38 took 472 s one at a time). The timeouts leave room for a
    // machine that is busy with other work too: at load 18–22 the accessibility test (64 s quiet)
    // took 157–178 s.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
})

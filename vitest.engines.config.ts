import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The core browser tests in the other two engines (tests/e2e-engines): E2E_ENGINE=firefox or
 * webkit picks the browser, E2E_PORT the port of its vite preview. scripts/test/engines.mjs runs
 * one process per engine, side by side; each runs its files one at a time (a WebKitGTK or Firefox
 * window is heavier than a headless Chromium, and the other engine's process shares the cores).
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // Every line says its engine, and a skipped test says why (the feature its browser lacks).
    name: process.env.E2E_ENGINE,
    reporters: ['verbose'],
    environment: 'node',
    include: ['tests/e2e-engines/**/*.engine.ts'],
    globalSetup: ['./tests/e2e/support/server.ts'],
    fileParallelism: false,
    // One worker keeps its modules from file to file, so the Firefox the tests share
    // (tests/e2e-engines/support/firefox.ts) starts once for the whole set, not once a file.
    isolate: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
})

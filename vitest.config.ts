import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      include: ['tests/**/*.test.ts'],
      exclude: [...configDefaults.exclude, 'tests/e2e/**'],
      setupFiles: ['fake-indexeddb/auto', './tests/setup.ts'],
      root: fileURLToPath(new URL('./', import.meta.url)),
      // Two cores: one worker leaves the other for the type-checker and the browser tests.
      maxWorkers: 2,
      testTimeout: 20_000,
    },
  }),
)

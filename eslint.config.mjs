import pluginVue from 'eslint-plugin-vue'
import { defineConfigWithVueTs, vueTsConfigs } from '@vue/eslint-config-typescript'
import skipFormatting from '@vue/eslint-config-prettier/skip-formatting'
import floors from './scripts/lint/import-rules.mjs'

export default defineConfigWithVueTs(
  { name: 'app/files-to-lint', files: ['**/*.{ts,mts,vue,mjs}'] },
  {
    name: 'app/ignores',
    ignores: ['dist/**', 'dist-subpath/**', 'dev-dist/**', 'coverage/**', 'node_modules/**'],
  },
  pluginVue.configs['flat/essential'],
  vueTsConfigs.recommended,
  {
    name: 'app/no-html-injection',
    rules: { 'vue/no-v-html': 'error' },
  },
  {
    // No import cycles in src/, the pure floors import only the floors below them, and a module
    // is imported through its index: see scripts/lint/import-rules.mjs.
    name: 'app/floors',
    files: ['src/**/*.{ts,vue}'],
    plugins: { floors },
    rules: {
      'floors/no-import-cycle': 'error',
      'floors/pure-floor': 'error',
      'floors/module-index': 'error',
    },
  },
  skipFormatting,
)

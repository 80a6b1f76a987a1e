import pluginVue from 'eslint-plugin-vue'
import { defineConfigWithVueTs, vueTsConfigs } from '@vue/eslint-config-typescript'
import skipFormatting from '@vue/eslint-config-prettier/skip-formatting'

const pureModules = ['vue', 'pinia', 'dexie', 'vue-router', '@/i18n', '@/i18n/*', '@/stores/*', '@/db/*']

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
    // The rules engine, the advisor and the computer players stay framework-free so they run in
    // Node, workers and tests alike.
    name: 'app/pure-engine',
    files: ['src/rules/**/*.ts', 'src/advisor/**/*.ts', 'src/computer/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: pureModules }],
    },
  },
  skipFormatting,
)

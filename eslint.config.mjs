import pluginVue from 'eslint-plugin-vue'
import { defineConfigWithVueTs, vueTsConfigs } from '@vue/eslint-config-typescript'
import skipFormatting from '@vue/eslint-config-prettier/skip-formatting'
import floors from './scripts/lint/import-rules.mjs'

/** The rules functions whose first argument is a game's rules (GameRules | VariantId). */
const RULES_CALLS =
  '/^(scoreBox|legalBoxes|writeBox|writeScore|sheetTotals|bonusOutlook|rankPlayers|boxValues|emptySheet|boxMax|boxPar|isSheetFull|writableBoxes|tableRules|houseRulesOf|isHouseRules)$/'

export default defineConfigWithVueTs(
  { name: 'app/files-to-lint', files: ['**/*.{ts,mts,vue,mjs}'] },
  {
    name: 'app/ignores',
    ignores: ['dist/**', 'dist-subpath/**', 'dist-update/**', 'dev-dist/**', 'coverage/**', 'node_modules/**'],
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
  {
    // A game's rules are one value (GameRules): inside the app a rules call never names a bare
    // variant, which would mean the rule book's rules and silently drop the game's house rules.
    name: 'app/game-rules',
    files: ['src/**/*.{ts,vue}'],
    ignores: ['src/rules/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.name=${RULES_CALLS}] > :first-child.arguments:matches(Literal, MemberExpression[property.name=/^(variant|id)$/], Identifier[name=/^(variant|variantId|VARIANT)$/])`,
          message:
            "Pass the game's GameRules (state.rules, rulesOfGame(game), gameRules(variant, options)); a bare variant means the rule book's rules.",
        },
      ],
    },
  },
  skipFormatting,
)

/**
 * The messages the home screen and the app's frame can show, by key or key prefix. Only these are
 * in the first download (about a tenth of each language); the rest load before any other screen
 * opens (router guard). tests/i18n/first-screen.test.ts renders the home screen, its list, the
 * delete-and-undo toast and the update prompt with only these and fails on any missing key.
 */
export const FIRST_SCREEN_KEYS: readonly string[] = [
  'app.',
  'nav.',
  'common.',
  'home.',
  'update.',
  'variant.',
  // The list of games in progress names computers in the language shown.
  'computer.name',
  'computer.level.',
  'handOff.open',
  'rules.title',
  'live.join',
  'history.deleted',
  'history.restored',
  'history.restoreFailed',
  'history.undo',
]

/**
 * The Rules screen's text (about a fifth of a language's words) ships with that screen, in a
 * third part of each language: no other screen waits for it.
 */
export const isRuleBookKey = (key: string): boolean => key.startsWith('rulesBook.')

export function isFirstScreenKey(key: string): boolean {
  return FIRST_SCREEN_KEYS.some((prefix) =>
    prefix.endsWith('.') ? key.startsWith(prefix) : key === prefix,
  )
}

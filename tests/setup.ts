// fake-indexeddb/auto is loaded before this file (see vitest.config.ts).
import { loadEveryScreen } from '@/i18n'

// Components are mounted on their own, not through the router that loads a screen's messages.
await loadEveryScreen()

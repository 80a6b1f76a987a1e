// fake-indexeddb/auto is loaded before this file (see vitest.config.ts).
import { loadEveryScreen } from '@/i18n'
import { LaidOutObserver } from './helpers/laid-out-observer'

// Components are mounted on their own, not through the router that loads a screen's messages.
await loadEveryScreen()

globalThis.ResizeObserver = LaidOutObserver as unknown as typeof ResizeObserver

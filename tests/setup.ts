// fake-indexeddb/auto is loaded before this file (see vitest.config.ts).
import { loadEveryScreen } from '@/i18n'
import { LaidOutObserver } from './helpers/laid-out-observer'
import { setScreen } from './helpers/screen'

// Components are mounted on their own, not through the router that loads a screen's messages.
await loadEveryScreen()

globalThis.ResizeObserver = LaidOutObserver as unknown as typeof ResizeObserver

// Components are judged on the phone they are made for first: 360 px wide, one pane at a time.
// (Files that run in Node, `@vitest-environment node`, have no window.)
if (typeof window !== 'undefined') setScreen(360, 740)

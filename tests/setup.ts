// fake-indexeddb/auto is loaded before this file (see vitest.config.ts).
import { afterEach } from 'vitest'
import { disableAutoUnmount, enableAutoUnmount } from '@vue/test-utils'
import { loadEveryScreen, setLocale } from '@/i18n'
import { LaidOutObserver } from './helpers/laid-out-observer'
import { setScreen } from './helpers/screen'

// Components are mounted on their own, not through the router that loads a screen's messages.
await loadEveryScreen()

globalThis.ResizeObserver = LaidOutObserver as unknown as typeof ResizeObserver

// The files of a worker share one page (vitest.config.ts, `isolate: false`). Each file starts on
// an empty one, in English, on the phone components are made for first (360 px wide, one pane at
// a time), and what a test mounts is gone after it.
document.body.innerHTML = ''
;(document.activeElement as HTMLElement | null)?.blur?.()
localStorage.clear()
sessionStorage.clear()
await setLocale('en')
setScreen(360, 740)
disableAutoUnmount() // it was on for the worker's file before this one
enableAutoUnmount(afterEach)

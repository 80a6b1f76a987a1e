import { createApp, createSSRApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { router } from './router'
import { followLocaleSetting, i18n } from './i18n'
import { useSettingsStore } from './stores/settings'
import { yieldToMain } from './scheduling/yield'
import './styles/base.css'
import './styles/prerender.css'

const container = document.getElementById('app')!
// The build put the home screen in index.html, in every language (build/prerender-home.ts): on the
// home screen the app takes over that markup (hydration); elsewhere it starts from an empty page.
const onHome = ['', '#', '#/'].includes(location.hash)
const prerendered = container.hasAttribute('data-prerendered')
const hydrate = onHome && prerendered

const pinia = createPinia()
const app = (hydrate ? createSSRApp(App) : createApp(App)).use(pinia).use(router).use(i18n)
const settings = useSettingsStore(pinia)

// The chosen language is loaded before the app renders, so nobody sees English flash by.
await followLocaleSetting(() => settings.locale)
if (prerendered) takeOverPrerendered(hydrate ? i18n.locale.value : null)
await router.isReady()
// The prerendered screen is already showing: hydrate in a task of its own, so loading the code and
// hydrating are two shorter tasks instead of one long one (a phone can answer a tap in between).
if (hydrate) await yieldToMain()
app.mount(container)

/** Moves the copy in `locale` into #app (or empties it) and drops the other languages' copies. */
function takeOverPrerendered(locale: string | null) {
  const copy = locale && document.querySelector(`[data-prerendered="${locale}"]`)
  if (!copy) container.replaceChildren()
  else if (copy !== container) container.replaceChildren(...copy.childNodes)
  for (const other of document.querySelectorAll('[data-prerendered]')) {
    if (other !== container) other.remove()
  }
  container.removeAttribute('data-prerendered')
}

/**
 * The home screen rendered to HTML at build time (build/prerender-home.ts), once per language, so
 * the first paint needs no JavaScript; main.ts then hydrates it. Only the home screen: every other
 * screen, and the games-in-progress list (IndexedDB), render on the device as before.
 */
import { Comment, createSSRApp, h } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { createPinia } from 'pinia'
import { createMemoryHistory, createRouter, RouterView } from 'vue-router'
import { createI18n } from './i18n/runtime'
import type { LocaleCode } from './i18n/supported'
import HomeView from './views/HomeView.vue'
import en from './i18n/locales/en.json?first-screen'
import sv from './i18n/locales/sv.json?first-screen'
import da from './i18n/locales/da.json?first-screen'
import nb from './i18n/locales/nb.json?first-screen'
import fi from './i18n/locales/fi.json?first-screen'
import de from './i18n/locales/de.json?first-screen'

const MESSAGES = { en, sv, da, nb, fi, de }

/** The screens the home menu links to: only their names and paths matter here. */
const LINKED = ['new', 'join', 'checker', 'history', 'stats', 'rules', 'settings']

export async function renderHome(locale: LocaleCode): Promise<string> {
  // The same tree as App.vue on its first render: the update prompt (closed: a v-if comment) and
  // the routed screen. Hydration matches node by node, so this must follow App.vue's template.
  const root = { render: () => [h(Comment, 'v-if'), h(RouterView)] }
  const router = createRouter({
    // '/#' gives hash links ("#/new") like the app's createWebHashHistory.
    history: createMemoryHistory('/#'),
    routes: [
      { path: '/', name: 'home', component: HomeView },
      ...LINKED.map((name) => ({ path: `/${name}`, name, component: HomeView })),
    ],
  })
  // The first-screen messages only, as the browser has them when it hydrates this markup.
  const i18n = createI18n({
    locale,
    fallback: 'en',
    messages: { [locale]: MESSAGES[locale] },
    onMissing: (key) => {
      throw new Error(`The home screen shows "${key}", which is not in src/i18n/first-screen.ts`)
    },
  })
  const app = createSSRApp(root).use(createPinia()).use(router).use(i18n)
  await router.push('/')
  await router.isReady()
  return renderToString(app)
}

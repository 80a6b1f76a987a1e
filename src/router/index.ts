import { createRouter, createWebHashHistory } from 'vue-router'
import HomeView from '@/views/HomeView.vue'
import { loadEveryScreen, loadRuleBook } from '@/i18n'

/** Hash history: the service worker serves one index.html, and deep links survive offline starts. */
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', name: 'home', component: HomeView },
    {
      path: '/new',
      name: 'new',
      meta: { storage: true },
      component: () => import('@/views/NewGameView.vue'),
    },
    {
      path: '/game/:id',
      name: 'game',
      meta: { storage: true },
      component: () => import('@/views/GameView.vue'),
      props: true,
    },
    { path: '/checker', name: 'checker', component: () => import('@/views/CheckerView.vue') },
    {
      path: '/history',
      name: 'history',
      meta: { storage: true },
      component: () => import('@/views/HistoryView.vue'),
    },
    {
      path: '/history/:id',
      name: 'review',
      meta: { storage: true },
      component: () => import('@/views/GameReviewView.vue'),
      props: true,
    },
    {
      path: '/stats',
      name: 'stats',
      meta: { storage: true },
      component: () => import('@/views/StatsView.vue'),
    },
    { path: '/settings', name: 'settings', component: () => import('@/views/SettingsView.vue') },
    { path: '/about', name: 'about', component: () => import('@/views/AboutView.vue') },
    {
      path: '/join',
      name: 'join',
      meta: { storage: true },
      component: () => import('@/views/JoinTableView.vue'),
    },
    {
      path: '/rules',
      name: 'rules',
      component: () =>
        Promise.all([import('@/views/RulesView.vue'), loadRuleBook()]).then(([view]) => view),
      props: (route) => ({
        game: typeof route.query.game === 'string' ? route.query.game : undefined,
      }),
    },
    {
      path: '/handoff/:id',
      name: 'handoff',
      meta: { storage: true },
      component: () => import('@/views/HandOffView.vue'),
      props: true,
    },
    {
      path: '/receive/:payload',
      name: 'receive',
      meta: { storage: true },
      component: () => import('@/views/ReceiveGameView.vue'),
      props: true,
    },
    { path: '/:pathMatch(.*)*', redirect: '/' },
  ],
})

// Every screen opens at its top. The router's scrollBehavior scrolled even a page already at its
// top, once the new screen was in: that forced the new screen's whole layout inside the task that
// built it, the longest of opening a screen. The position is read as the tap starts the move,
// while the old screen is still laid out and reading it costs nothing.
let scrolledDown = false
router.beforeEach(() => {
  scrolledDown = window.scrollY > 0
})
router.afterEach((_to, _from, failure) => {
  if (!failure && scrolledDown) window.scrollTo({ top: 0 })
})

// The first download has only the home screen's messages: every other screen waits for the rest of
// its language (a chunk the service worker keeps). Should it fail to load, the screen still opens.
// Screens that read the stored games get the storage code (Dexie, the largest library) first, so
// on a slow phone starting it and building the screen are two shorter tasks, not one long one.
router.beforeEach(async (to) => {
  if (to.name === 'home') return
  await loadEveryScreen().catch((error: unknown) => console.error('Could not load messages', error))
  if (to.meta.storage) await import('@/db').catch(() => undefined)
})

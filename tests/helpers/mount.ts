import { mount, type ComponentMountingOptions } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { createRouter, createMemoryHistory } from 'vue-router'
import type { Component } from 'vue'
import { i18n as appI18n } from '@/i18n'
import type { I18n } from '@/i18n/runtime'

const Stub = { template: '<div />' }
const ROUTE_NAMES = [
  'home',
  'new',
  'game',
  'checker',
  'join',
  'history',
  'review',
  'stats',
  'settings',
  'about',
  'rules',
  'handoff',
  'receive',
]
const PATHS: Record<string, string> = {
  home: '/',
  game: '/game/:id',
  review: '/history/:id',
  handoff: '/handoff/:id',
  receive: '/receive/:payload',
}

/** Routes named like the app's, rendering nothing: views under test are mounted directly. */
function stubRoutes() {
  return ROUTE_NAMES.map((name) => ({ name, path: PATHS[name] ?? `/${name}`, component: Stub }))
}

/**
 * Mounts a component the way the app does: Pinia, the app's translations (or `i18n`) and a router
 * that does not touch the URL.
 */
export function mountWithApp<C extends Component>(
  component: C,
  options: ComponentMountingOptions<C> = {} as ComponentMountingOptions<C>,
  i18n: I18n = appI18n,
) {
  const pinia = createPinia()
  setActivePinia(pinia)
  const router = createRouter({ history: createMemoryHistory(), routes: stubRoutes() })
  const wrapper = mount(component, {
    ...options,
    attachTo: document.body,
    global: { plugins: [pinia, i18n, router], ...(options.global ?? {}) },
  } as ComponentMountingOptions<C>)
  return { wrapper, router, pinia }
}

import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { flushPromises, mount } from '@vue/test-utils'
import { createMemoryHistory, createRouter, RouterView } from 'vue-router'
import { useRouteFocus } from '@/composables/useRouteFocus'
import { afterPaint } from '@/scheduling/after-paint'

const screen = (title: string) =>
  defineComponent({ render: () => h('main', [h('h1', title), h('button', 'Go')]) })

function mountApp() {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', component: screen('Home') },
      { path: '/next', component: screen('Next screen') },
    ],
  })
  const App = defineComponent({
    setup() {
      useRouteFocus()
      return () => h(RouterView)
    },
  })
  const wrapper = mount(App, { global: { plugins: [router] }, attachTo: document.body })
  return { wrapper, router }
}

describe('useRouteFocus', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('leaves the first screen alone and moves focus to the new screen’s heading after a move', async () => {
    const { router } = mountApp()
    await router.push('/')
    await flushPromises()
    expect(document.activeElement).toBe(document.body)

    document.querySelector('button')!.focus()
    await router.push('/next')
    // Focus moves once the new screen is painted.
    await vi.waitFor(() => expect(document.activeElement?.tagName).toBe('H1'))
    expect(document.activeElement?.textContent).toBe('Next screen')
  })

  it('leaves focus where the player put it while the new screen was being painted', async () => {
    const { router } = mountApp()
    await router.push('/')
    await flushPromises()
    await router.push('/next')
    document.querySelector('button')!.focus()
    await afterPaint() // after the one the screen change waits for
    expect(document.activeElement?.textContent).toBe('Go')
  })
})

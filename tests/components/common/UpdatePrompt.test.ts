import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTick, ref } from 'vue'
import type { VueWrapper } from '@vue/test-utils'
import UpdatePrompt from '@/components/common/UpdatePrompt.vue'
import { mountWithApp } from '../../helpers/mount'

interface RegisterOptions {
  onNeedRefresh?: () => void
  onRegisteredSW?: (url: string, registration: ServiceWorkerRegistration | undefined) => void
}

// The plugin's hook, as workbox-window drives it: the test plays the browser's events.
const plugin = vi.hoisted(() => ({ options: {} as RegisterOptions, skipWaiting: 0 }))
vi.mock('virtual:pwa-register/vue', () => ({
  useRegisterSW(options: RegisterOptions) {
    plugin.options = options
    const needRefresh = ref(false)
    return {
      needRefresh,
      offlineReady: ref(false),
      updateServiceWorker: async () => void plugin.skipWaiting++,
    }
  },
}))

const worker = (state: ServiceWorkerState) => ({ state }) as ServiceWorker
const registration = (active: ServiceWorker | null, waiting: ServiceWorker | null) =>
  ({ active, waiting }) as ServiceWorkerRegistration

let mounted: VueWrapper | undefined
afterEach(() => mounted?.unmount())

function showPrompt() {
  mounted = mountWithApp(UpdatePrompt).wrapper as VueWrapper
  return mounted
}

/** The plugin says a worker waits, with this version running (or none). */
async function workerWaits(wrapper: VueWrapper, running: ServiceWorker | null) {
  plugin.options.onRegisteredSW?.('/sw.js', registration(running, worker('installed')))
  plugin.options.onNeedRefresh?.()
  await nextTick()
  return wrapper
}

describe('the new-version banner', () => {
  it('asks before loading a new version while an older one runs', async () => {
    const wrapper = await workerWaits(showPrompt(), worker('activated'))
    expect(wrapper.get('[role="status"]').text()).toContain('A new version of Yatzy Pad is ready')
    await wrapper.get('button.button--primary').trigger('click')
    expect(plugin.skipWaiting).toBe(1)
  })

  it('stays away on a first visit whose install a busy phone took for an update', async () => {
    // The very first worker, installed and not yet active: there is no version to update from.
    const wrapper = await workerWaits(showPrompt(), null)
    expect(wrapper.find('[role="status"]').exists()).toBe(false)
  })

  it('"Later" puts the question away', async () => {
    const wrapper = await workerWaits(showPrompt(), worker('activated'))
    await wrapper.get('button:not(.button--primary)').trigger('click')
    expect(wrapper.find('[role="status"]').exists()).toBe(false)
  })
})

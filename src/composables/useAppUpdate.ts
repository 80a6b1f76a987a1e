import { ref } from 'vue'
import { useRegisterSW } from 'virtual:pwa-register/vue'

/**
 * A new version of the app, waiting until the player says so (prompt mode: no write is ever cut
 * by a reload), and "works offline" after the first install.
 */
export function useAppUpdate() {
  let registration: ServiceWorkerRegistration | undefined
  const updateWaiting = ref(false)
  const { offlineReady, updateServiceWorker } = useRegisterSW({
    immediate: true,
    onRegisteredSW: (_url, registered) => (registration = registered),
    onNeedRefresh() {
      // workbox-window calls a worker that stays "installed" over 200 ms a waiting update, and a
      // busy phone's very first install can: with no version running yet, there is nothing to
      // update from, and "a new version is ready" on a first visit would be wrong.
      const running = registration?.active ?? navigator.serviceWorker?.controller
      if (running) updateWaiting.value = true
    },
  })

  // The plugin reloads only when the page was controlled at start-up; a first visit that stays
  // open until an update arrives would wait forever. Reload on the controller change asked for.
  function updateNow() {
    navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    })
    void updateServiceWorker(true)
  }

  function dismiss() {
    updateWaiting.value = false
    offlineReady.value = false
  }

  return { updateWaiting, offlineReady, updateNow, dismiss }
}

import { useWakeLock as useScreenWakeLock } from '@vueuse/core'
import { toValue, watch, type MaybeRefOrGetter } from 'vue'

/**
 * Keeps the screen on while `wanted` is true, where the browser has the Screen Wake Lock API.
 * The browser drops the lock whenever the page is hidden; VueUse takes it again on return.
 */
export function useWakeLock(wanted: MaybeRefOrGetter<boolean>) {
  const lock = useScreenWakeLock()
  watch(
    () => toValue(wanted),
    (on) =>
      // Refused (battery saver, no user gesture yet): the game works the same, the screen may dim.
      void (on ? lock.request('screen') : lock.release()).catch(() => undefined),
    { immediate: true },
  )
  return { supported: lock.isSupported.value, active: lock.isActive }
}

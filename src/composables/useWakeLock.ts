import { onScopeDispose, ref, toValue, watch, type MaybeRefOrGetter } from 'vue'

/**
 * Keeps the screen on while `wanted` is true, where the browser has the Screen Wake Lock API.
 * The lock is dropped by the browser whenever the page is hidden, so it is taken again on return.
 */
export function useWakeLock(wanted: MaybeRefOrGetter<boolean>) {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator
  const active = ref(false)
  let sentinel: WakeLockSentinel | null = null

  async function acquire() {
    if (!supported || sentinel || document.visibilityState !== 'visible') return
    try {
      sentinel = await navigator.wakeLock.request('screen')
      active.value = true
      sentinel.addEventListener('release', () => {
        sentinel = null
        active.value = false
      })
    } catch {
      // Refused (battery saver, no user gesture yet): the game works the same, the screen may dim.
      active.value = false
    }
  }

  async function release() {
    const current = sentinel
    sentinel = null
    active.value = false
    await current?.release().catch(() => undefined)
  }

  const onVisibility = () => {
    if (toValue(wanted)) void acquire()
  }
  document.addEventListener('visibilitychange', onVisibility)
  watch(
    () => toValue(wanted),
    (on) => void (on ? acquire() : release()),
    { immediate: true },
  )
  onScopeDispose(() => {
    document.removeEventListener('visibilitychange', onVisibility)
    void release()
  })

  return { supported, active }
}

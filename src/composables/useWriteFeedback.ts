import { usePreferredReducedMotion, useVibrate } from '@vueuse/core'
import { useSettingsStore } from '@/stores/settings'

/** A short buzz when a box is written, where the device can, the player wants it and motion is welcome. */
export function useWriteFeedback() {
  const settings = useSettingsStore()
  const { isSupported, vibrate } = useVibrate({ pattern: 30 })
  const motion = usePreferredReducedMotion()
  return () => {
    if (settings.vibrate && isSupported.value && motion.value !== 'reduce') vibrate()
  }
}

import { ref, watch, type Ref, type WatchSource } from 'vue'
import { afterPaint } from '@/scheduling/after-paint'

/**
 * How many of a screen's `steps` parts to show. The first time `ready` turns true they come one
 * at a time, each after the one before has been painted, so no single task builds the whole
 * screen; after that all of them stay.
 */
export function useRevealInSteps(ready: WatchSource<boolean>, steps: number): Ref<number> {
  const shown = ref(0)
  let started = false
  watch(
    ready,
    async (isReady) => {
      if (!isReady || started) return
      started = true
      for (let step = 1; step <= steps; step++) {
        shown.value = step
        if (step < steps) await afterPaint()
      }
    },
    { immediate: true },
  )
  return shown
}

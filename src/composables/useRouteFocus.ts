import { useRouter } from 'vue-router'
import { afterPaint } from '@/scheduling/after-paint'

/**
 * After moving to another screen, focus goes to its h1 (or its main landmark while it loads), so a
 * screen reader announces the new screen and Tab starts from the top of it, not from the old page.
 */
export function useRouteFocus() {
  const router = useRouter()
  router.afterEach((_to, from, failure) => {
    // The first screen keeps the browser's own start; a cancelled navigation changes nothing.
    if (failure || from.matched.length === 0) return
    // Once the screen is painted: focusing forces a layout, which done inside the task that built
    // the screen made that task one of the longest on a slow phone.
    const focusedBefore = document.activeElement
    void afterPaint().then(() => {
      // Whatever took focus meanwhile (a tap, an autofocused field) keeps it.
      const focused = document.activeElement
      const tookFocus = focused !== focusedBefore && focused !== document.body
      if (focused && tookFocus && document.contains(focused)) return
      const target =
        document.querySelector<HTMLElement>('main h1') ??
        document.querySelector<HTMLElement>('main')
      if (!target) return
      target.setAttribute('tabindex', '-1')
      target.focus({ preventScroll: true })
    })
  })
}

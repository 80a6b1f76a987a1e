import { nextTick, onScopeDispose } from 'vue'

/** The dice pad of the turn on screen, focused where the next roll starts (one game screen). */
let focusPad: (() => void) | null = null

/** The turn panel lends its dice pad's focus to the rest of the screen while it is shown. */
export function lendDiceFocus(focus: () => void) {
  focusPad = focus
  onScopeDispose(() => {
    if (focusPad === focus) focusPad = null
  })
}

/**
 * Where the keyboard's focus goes during a turn: to the dice pad after a write, and back to a
 * header button after its save (a disabled button drops focus; if it stays disabled, the focus
 * goes to the dice pad), so a keyboard player never loses their place.
 */
export function useTurnFocus() {
  async function focusDice() {
    await nextTick()
    focusPad?.()
  }

  async function keepingFocus(event: Event, action: () => Promise<unknown>) {
    const button = event.currentTarget as HTMLButtonElement
    const focused = document.activeElement === button
    await action()
    await nextTick()
    if (!focused || (document.activeElement && document.activeElement !== document.body)) return
    if (button.disabled) focusPad?.()
    else button.focus()
  }

  return { focusDice, keepingFocus }
}

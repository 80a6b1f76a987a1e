import { onScopeDispose, toValue, type MaybeRefOrGetter } from 'vue'

export interface DiceKeyHandlers {
  add: (face: number) => void
  removeLast: () => void
  clear: () => void
  /** Text pasted anywhere on the page (not into a field), e.g. "22555". */
  paste: (text: string) => void
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

/**
 * Digits 1–6 add a die, Backspace removes the last, Escape clears, a paste sets the dice — unless
 * the user is typing in a field.
 */
export function useDiceKeys(handlers: DiceKeyHandlers, enabled: MaybeRefOrGetter<boolean> = true) {
  const onKey = (event: KeyboardEvent) => {
    if (!toValue(enabled) || event.ctrlKey || event.metaKey || event.altKey) return
    if (isTyping(event.target) || document.querySelector('dialog[open]')) return
    if (/^[1-6]$/.test(event.key)) handlers.add(Number(event.key))
    else if (event.key === 'Backspace') handlers.removeLast()
    else if (event.key === 'Escape') handlers.clear()
    else return
    event.preventDefault()
  }
  const onPaste = (event: ClipboardEvent) => {
    if (!toValue(enabled) || isTyping(event.target) || document.querySelector('dialog[open]'))
      return
    const text = event.clipboardData?.getData('text') ?? ''
    if (text.trim() === '') return
    event.preventDefault()
    handlers.paste(text)
  }
  window.addEventListener('keydown', onKey)
  window.addEventListener('paste', onPaste)
  onScopeDispose(() => {
    window.removeEventListener('keydown', onKey)
    window.removeEventListener('paste', onPaste)
  })
}

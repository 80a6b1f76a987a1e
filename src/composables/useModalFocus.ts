import { onBeforeUnmount, onMounted, onUnmounted, type Ref } from 'vue'

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** What Tab can reach inside `root`: a radio group counts once, by its checked radio. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => {
    if (el.getClientRects().length === 0) return false
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.checked || !el.name) {
      return true
    }
    const checked = root.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')
    return ![...checked].some((radio) => radio.name === el.name)
  })
}

/**
 * A modal dialog's focus rules: the rest of the page is inert while it is open, Tab and Shift+Tab
 * cycle inside it, and focus goes back to the control that opened it when it closes.
 */
export function useModalFocus(dialog: Ref<HTMLElement | null>) {
  // Set up while the opener still has focus: the dialog is rendered by the click on it.
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const madeInert: HTMLElement[] = []

  onMounted(() => {
    // Every sibling along the way up to <body>: all of the page but the dialog itself.
    for (let node = dialog.value; node && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement?.children ?? []) {
        if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
          sibling.inert = true
          madeInert.push(sibling)
        }
      }
    }
  })
  onBeforeUnmount(() => madeInert.forEach((el) => (el.inert = false)))
  onUnmounted(() => {
    if (opener && opener !== document.body && opener.isConnected) opener.focus()
  })

  function onKeydown(event: KeyboardEvent) {
    if (event.key !== 'Tab' || !dialog.value) return
    const inside = tabbables(dialog.value)
    const first = inside[0]
    const last = inside.at(-1)
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === dialog.value)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return { onKeydown }
}

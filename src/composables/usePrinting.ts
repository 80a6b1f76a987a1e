import { onScopeDispose, ref } from 'vue'

/** True while the browser prints or shows its print preview, whether the Print button or Ctrl+P started it. */
export function usePrinting() {
  const printing = ref(false)
  const start = () => (printing.value = true)
  const stop = () => (printing.value = false)
  window.addEventListener('beforeprint', start)
  window.addEventListener('afterprint', stop)
  onScopeDispose(() => {
    window.removeEventListener('beforeprint', start)
    window.removeEventListener('afterprint', stop)
  })
  return printing
}

import { onScopeDispose, ref } from 'vue'

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

/**
 * Shares a text through the system share sheet where there is one (phones), else copies it to the
 * clipboard and says so for a few seconds.
 *
 * Not VueUse's useShare and useClipboard: useShare resolves alike whether it shared or quietly did
 * nothing (canShare said no), so the copy fallback could not be chosen; useClipboard writes a
 * ClipboardItem only once a Permissions query has answered, else falls back to the deprecated
 * execCommand('copy'), and reports "copied" even when nothing was (the review's copy test fails).
 */
export function useShareOrCopy(copiedForMs = 4000) {
  /** The text was just copied: show a confirmation. */
  const copied = ref(false)
  /** Neither sharing nor copying worked. */
  const failed = ref(false)
  let timer: ReturnType<typeof setTimeout> | undefined

  /** Copies the text (a pairing code: a share sheet would only get in the way). */
  async function copy(text: string): Promise<ShareOutcome> {
    failed.value = false
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      copied.value = false
      failed.value = true
      return 'failed'
    }
    copied.value = true
    clearTimeout(timer)
    timer = setTimeout(() => (copied.value = false), copiedForMs)
    return 'copied'
  }

  async function share(data: { title: string; text: string }): Promise<ShareOutcome> {
    failed.value = false
    copied.value = false
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(data)
        return 'shared'
      } catch (error) {
        // The player closed the share sheet: that is an answer, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
        // Anything else (not allowed here, no target): the clipboard still works.
      }
    }
    return copy(data.text)
  }

  onScopeDispose(() => clearTimeout(timer))
  return { copied, failed, share, copy }
}

/** Ends the current task so the page can take input and paint, then goes on in a new one. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * For a long loop on the page's thread: `due()` turns true once `budgetMs` of work has run since
 * the last `pause()`, so the loop yields only as often as needed to keep every task short.
 */
export function timeSlicer(budgetMs = 30) {
  let since = performance.now()
  return {
    due: () => performance.now() - since >= budgetMs,
    async pause(): Promise<void> {
      await yieldToMain()
      since = performance.now()
    },
  }
}

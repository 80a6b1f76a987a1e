/** Resolves in a new task once the page has painted what is on screen now. */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') setTimeout(resolve, 0)
    else requestAnimationFrame(() => setTimeout(resolve, 0))
  })
}

/**
 * Resolves in the next frame, before the page lays it out and paints it. What reads the layout
 * there (an element's size, a scroll into view) makes the frame's own layout come early, where the
 * same read in the task that changed the page lays it out once more: after a write in a six-player
 * game each was a whole layout, 20–80 ms at 4× CPU throttle. Never for what the player types into
 * (the dice field's value, its focus): a frame can come late, when the next roll is being typed.
 */
export function beforePaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') setTimeout(resolve, 0)
    else requestAnimationFrame(() => resolve())
  })
}

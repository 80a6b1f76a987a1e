import type { DetachedWindowAPI } from 'happy-dom'

/** The test page's screen size: components lay out (and media queries answer) as on that screen. */
export function setScreen(width: number, height: number) {
  ;(window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM.setViewport({ width, height })
}

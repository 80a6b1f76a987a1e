/**
 * A ResizeObserver as a browser's behaves once the page is laid out: it reports each observed
 * element's size soon after `observe` (here 360 px wide, a phone). happy-dom's never reports, so
 * components that draw at their measured size (charts) would never draw in tests.
 */
export class LaidOutObserver {
  constructor(private readonly report: ResizeObserverCallback) {}

  observe(target: Element) {
    queueMicrotask(() =>
      this.report([{ target, contentRect: { width: 360 } } as ResizeObserverEntry], this as never),
    )
  }

  unobserve() {}

  disconnect() {}
}

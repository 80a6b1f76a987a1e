import { nextTick, onBeforeUnmount, onMounted, ref, toValue, watch } from 'vue'
import type { MaybeRefOrGetter, Ref } from 'vue'
import { columnNames, type ColumnName, type ColumnSpace } from '@/game/column-names'

let canvas: CanvasRenderingContext2D | null | undefined

/** A text's width in the element's font, in px; undefined where the browser cannot measure. */
export function measurer(el: HTMLElement): ((text: string) => number) | undefined {
  canvas ??= document.createElement('canvas').getContext?.('2d') ?? null
  const context = canvas
  if (!context || typeof context.measureText !== 'function') return undefined
  const style = getComputedStyle(el)
  const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
  return (text) => {
    context.font = font
    return context.measureText(text).width
  }
}

/**
 * Player names for narrow heads (the sheet's columns, the score cards), chosen per column to fit
 * its width as laid out (see columnNames): whole, at ¾, on two lines, a short form or initials,
 * never cut with "…". `root` holds the heads; each of `selector` is one player's name box, in
 * seat order, whose width and font are measured. Until measured, and where nothing can be (no
 * layout), the names are whole.
 */
export function useColumnNames(
  names: MaybeRefOrGetter<readonly string[]>,
  root: Ref<HTMLElement | null>,
  selector: string,
  maxLines: 1 | 2 = 2,
) {
  const whole = (): ColumnName[] =>
    toValue(names).map((name) => ({ lines: [name], scale: 1, form: 'whole' }))
  const heads = ref<ColumnName[]>(whole())

  function measure() {
    const boxes = [...(root.value?.querySelectorAll<HTMLElement>(selector) ?? [])]
    const list = toValue(names)
    const spaces: ColumnSpace[] = []
    for (const box of boxes) {
      const measureText = measurer(box)
      // Not laid out (hidden, or a test's DOM without layout): nothing to fit to.
      if (!measureText || box.clientWidth === 0) return void (heads.value = whole())
      // A pixel spare: the canvas and the page may round a text's width apart.
      spaces.push({ width: box.clientWidth - 1, measure: measureText })
    }
    const next = columnNames(list, spaces, maxLines)
    if (JSON.stringify(next) !== JSON.stringify(heads.value)) heads.value = next
  }

  let observer: ResizeObserver | undefined
  /** The root and every name box: a change of text size changes the boxes' height, not the root. */
  function observe() {
    if (typeof ResizeObserver === 'undefined' || !root.value) return
    observer?.disconnect()
    // Next frame: measuring inside the observer's own callback changes what it observes.
    observer = new ResizeObserver(() => requestAnimationFrame(measure))
    observer.observe(root.value)
    for (const box of root.value.querySelectorAll<HTMLElement>(selector)) observer.observe(box)
  }
  // By their words: the list is made anew at every write.
  watch(
    () => toValue(names).join('\n'),
    async () => {
      await nextTick()
      measure()
      observe()
    },
  )
  onMounted(() => {
    measure()
    observe()
    // A web font arriving late changes every width.
    void document.fonts?.ready.then(measure)
  })
  onBeforeUnmount(() => observer?.disconnect())

  return { heads }
}

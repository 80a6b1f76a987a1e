import { computed, nextTick, onBeforeUnmount, onMounted, ref, toValue, watch } from 'vue'
import type { MaybeRefOrGetter } from 'vue'
import { beforePaint } from '@/scheduling/after-paint'

/** What the sheet's layout needs to know from its props. */
interface SheetLayoutInput {
  currentPlayer: MaybeRefOrGetter<number | null>
  /** The box the current player is writing (box-first, then the dice): kept in view. */
  selectedBox: MaybeRefOrGetter<string | null | undefined>
}

/**
 * The sheet's scroll box: whether it overflows sideways or up and down, the
 * heights its sticky rows (names; Sum, Bonus and Total) take, and keeping the current column and
 * the box being written in view, clear of those rows.
 */
export function useSheetLayout({ currentPlayer, selectedBox }: SheetLayoutInput) {
  const wrap = ref<HTMLElement | null>(null)
  const overflowing = ref(false)
  /** The sticky rows' heights, for their offsets and the scroll padding that keeps boxes clear. */
  const heights = ref({ head: 0, sum: 0, bonus: 0, total: 0 })
  /** They would take half the box (large text, a short box): only the names and Total stick. */
  const crowded = ref(false)
  /**
   * The sheet scrolls up and down inside its own box (a tablet's pane): only then do Sum, Bonus
   * and Total stay in view. On a page that scrolls they stand in their place, as on paper.
   */
  const scrollsDown = ref(false)
  let observer: ResizeObserver | undefined

  /**
   * Whole pixels, rounded down: the rows stuck under the names overlap them by a fraction of a
   * pixel rather than leave a gap the rows scrolling beneath show through.
   */
  function rowHeight(selector: string): number {
    const height = wrap.value?.querySelector<HTMLElement>(selector)?.getBoundingClientRect().height
    return Math.floor(height ?? 0)
  }

  function measure() {
    const box = wrap.value
    if (!box) return
    overflowing.value = box.scrollWidth > box.clientWidth + 1
    scrollsDown.value = box.scrollHeight > box.clientHeight + 1
    const now = {
      head: rowHeight('thead'),
      sum: rowHeight('.sheet__sum--upper'),
      bonus: rowHeight('.sheet__bonus'),
      total: rowHeight('.sheet__total'),
    }
    crowded.value = now.head + now.sum + now.bonus + now.total > box.clientHeight / 2
    lift()
    const was = heights.value
    if (Object.entries(now).some(([key, value]) => was[key as keyof typeof was] !== value)) {
      heights.value = now
    }
  }

  /**
   * A sheet that scrolls sideways in its box (large text on a phone) is a scroll box up and down
   * as well, so its names would stick to its own top, which never scrolls, and leave the screen
   * with the page. They are moved down by as much as the page has scrolled past the sheet's top,
   * no further than its last row: the names stay on screen as they do on a sheet that fits.
   */
  const lifted = ref(false)
  function lift() {
    const box = wrap.value
    if (!box) return
    const head = box.querySelector('thead')
    lifted.value = overflowing.value && !scrollsDown.value
    if (!lifted.value || !head) return
    const past = -box.getBoundingClientRect().top
    const most = box.clientHeight - head.getBoundingClientRect().height - heights.value.total
    box.style.setProperty('--sheet-lift', `${Math.max(0, Math.min(past, most))}px`)
  }
  const onScroll = () => requestAnimationFrame(lift)

  const stickyStyle = computed(() => {
    const { head, sum, bonus, total } = heights.value
    return {
      '--sheet-head': `${head}px`,
      '--sheet-sum': `${sum}px`,
      '--sheet-bonus': `${bonus}px`,
      '--sheet-total': `${total}px`,
    }
  })

  /** Brings the current player's column into view, clear of the sticky box names. */
  function scrollToCurrent() {
    const box = wrap.value
    const column = box?.querySelector<HTMLElement>('.sheet__player--current')
    const labels = box?.querySelector<HTMLElement>('.sheet__corner')
    if (!box || !column) return
    const labelWidth = labels?.offsetWidth ?? 0
    // Measured from the scroll box, not by offsetLeft: that counts from the page where the sheet
    // is not at the page's left edge (a tablet's second pane), and scrolled the first column
    // under the box names.
    const start =
      column.getBoundingClientRect().left -
      box.getBoundingClientRect().left -
      box.clientLeft +
      box.scrollLeft
    const left = start - labelWidth
    // Its width unrounded, and the scroll rounded up: a column 56.16 px wide, taken as 56, stood
    // 0.8 px past the box's edge.
    const right = start + column.getBoundingClientRect().width - box.clientWidth
    if (box.scrollLeft > left) box.scrollLeft = Math.floor(left)
    else if (box.scrollLeft < right) box.scrollLeft = Math.ceil(right)
  }

  /** The box being written stays out from under the sticky rows (the scroll padding's room). */
  function showSelected() {
    const box = toValue(selectedBox)
    const player = toValue(currentPlayer)
    // By its place in the row (the box's name, then a cell per player): a class on the current
    // player's cells had every cell of two columns render again at each write.
    const cell =
      box && player !== null
        ? wrap.value?.querySelector<HTMLElement>(`[data-box="${box}"] > :nth-child(${player + 2})`)
        : null
    cell?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }

  // Scrolled in the frame that shows the change, before it is painted: measured in the task that
  // changed the page (a write), the page was laid out once more for it, 50 ms at 4× CPU throttle
  // with six players.
  watch(
    () => toValue(currentPlayer),
    async () => {
      await nextTick()
      await beforePaint()
      scrollToCurrent()
    },
  )
  // A box that starts out taken to fit shows everything and cannot scroll; once measured as too
  // narrow it scrolls, and only then can it bring the current column into view.
  watch(overflowing, async (now) => {
    if (!now) return
    await nextTick()
    await beforePaint()
    scrollToCurrent()
  })
  watch(
    () => toValue(selectedBox),
    async () => {
      await nextTick()
      await beforePaint()
      showSelected()
    },
  )
  onMounted(() => {
    window.addEventListener('scroll', onScroll, { passive: true })
    measure()
    scrollToCurrent()
    showSelected()
    if (typeof ResizeObserver !== 'undefined' && wrap.value) {
      observer = new ResizeObserver(measure)
      observer.observe(wrap.value)
      if (wrap.value.firstElementChild) observer.observe(wrap.value.firstElementChild)
    }
  })
  onBeforeUnmount(() => {
    observer?.disconnect()
    window.removeEventListener('scroll', onScroll)
  })

  return { wrap, overflowing, scrollsDown, crowded, lifted, stickyStyle }
}

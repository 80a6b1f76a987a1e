import { ref, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import {
  countFinished,
  listFinished,
  type FinishedFilter,
  type GameRecord,
  type HistoryCursor,
} from '@/db'

/** Games per page: a screenful or two on a phone. */
export const HISTORY_PAGE_SIZE = 20

/**
 * Finished games matching a filter, newest first, one page at a time. Only the pages asked for
 * are ever read (there may be thousands of games); a new filter starts again from the top.
 */
export function useFinishedGames(
  filter: MaybeRefOrGetter<FinishedFilter>,
  pageSize = HISTORY_PAGE_SIZE,
) {
  /** The pages loaded so far, in order. */
  const games = shallowRef<GameRecord[]>([])
  /** How many finished games match the filter; null until counted. */
  const total = ref<number | null>(null)
  /** True once the first page for the current filter is in. */
  const loaded = ref(false)
  const loading = ref(false)
  const hasMore = ref(false)
  const error = shallowRef<unknown>(null)
  let next: HistoryCursor | null = null
  // Bumped by every reload: a page still on its way for an older filter is dropped.
  let generation = 0

  async function fetchPage(first: boolean): Promise<void> {
    if (first) generation += 1
    const mine = generation
    const current = toValue(filter)
    loading.value = true
    error.value = null
    try {
      const after = first ? undefined : (next ?? undefined)
      const [page, count] = await Promise.all([
        listFinished({ ...current, limit: pageSize, after }),
        first ? countFinished(current) : Promise.resolve(total.value),
      ])
      if (mine !== generation) return
      games.value = first ? page.games : [...games.value, ...page.games]
      total.value = count
      next = page.next
      hasMore.value = page.next !== null
      loaded.value = true
    } catch (failure) {
      if (mine === generation) error.value = failure
    } finally {
      if (mine === generation) loading.value = false
    }
  }

  /** Starts again from the newest game (after a filter change, a delete or a restore). */
  function reload(): Promise<void> {
    return fetchPage(true)
  }

  /** Appends the next page, if there is one and no page is loading. */
  async function loadMore(): Promise<void> {
    if (loading.value || !next) return
    await fetchPage(false)
  }

  watch(() => ({ ...toValue(filter) }), reload, { immediate: true })

  return { games, total, loaded, loading, hasMore, error, reload, loadMore }
}

import { acceptHMRUpdate, defineStore } from 'pinia'
import { markRaw, reactive } from 'vue'
import type { Advisor } from '@/advisor'
import { advisorKey, type AdvisedGame, type AdvisorKey } from '@/advisor/advisor-key'
import { loadAdvisor } from './advisor-loader'

export type AdvisorState =
  | { status: 'idle' }
  | { status: 'loading'; progress: number }
  | { status: 'ready'; advisor: Advisor }
  | { status: 'error'; message: string }

/**
 * The advisors, loaded (or solved) once per session and shared by every screen: one per variant
 * and the table options that change its advice (advisorKey), so a Maxi Yatzy game whose full
 * straight pays 30 is not advised as one where it pays 21, while every Yatzy game shares one table.
 */
export const useAdvisorStore = defineStore('advisor', () => {
  /** Where each advisor stands: not asked for, solving (0–1), ready, or failed. */
  const byKey = reactive<Partial<Record<AdvisorKey, AdvisorState>>>({})
  const pending = new Map<AdvisorKey, Promise<Advisor | null>>()

  /** The state of the advisor for this game's variant and options. */
  function state({ variant, options }: AdvisedGame): AdvisorState {
    return byKey[advisorKey(variant, options)] ?? { status: 'idle' }
  }

  /** Starts loading the game's advisor if nobody has; resolves when it is ready (or failed). */
  function ensure(game: AdvisedGame): Promise<Advisor | null> {
    const key = advisorKey(game.variant, game.options)
    const current = byKey[key]
    if (current?.status === 'ready') return Promise.resolve(current.advisor)
    const running = pending.get(key)
    if (running) return running
    byKey[key] = { status: 'loading', progress: 0 }
    const load = loadAdvisor(game, ({ done, total }) => {
      // In place: only what shows the progress bar re-renders, not every screen that reads the
      // state (the whole game screen, about a hundred times per solve).
      const loading = byKey[key]
      if (loading?.status === 'loading') loading.progress = total > 0 ? done / total : 0
    })
      .then((advisor) => {
        // The table is large and never changes: keep Vue from making it reactive.
        byKey[key] = { status: 'ready', advisor: markRaw(advisor) }
        return advisor
      })
      .catch((error: unknown) => {
        byKey[key] = {
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        }
        return null
      })
      .finally(() => pending.delete(key))
    pending.set(key, load)
    return load
  }

  function $reset() {
    for (const key of Object.keys(byKey) as AdvisorKey[]) delete byKey[key]
    pending.clear()
  }

  return { byKey, state, ensure, $reset }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useAdvisorStore, import.meta.hot))

import { acceptHMRUpdate, defineStore } from 'pinia'
import { markRaw, reactive } from 'vue'
import type { VariantId } from '@/rules'
import type { Advisor } from '@/advisor'
import { loadAdvisor } from './advisor-loader'

export type AdvisorState =
  | { status: 'idle' }
  | { status: 'loading'; progress: number }
  | { status: 'ready'; advisor: Advisor }
  | { status: 'error'; message: string }

/** One advisor per variant, loaded (or solved) once per session and shared by every screen. */
export const useAdvisorStore = defineStore('advisor', () => {
  /** Where each variant's advisor stands: not asked for, solving (0–1), ready, or failed. */
  const byVariant = reactive<Partial<Record<VariantId, AdvisorState>>>({})
  const pending = new Map<VariantId, Promise<Advisor | null>>()

  function state(variant: VariantId): AdvisorState {
    return byVariant[variant] ?? { status: 'idle' }
  }

  /** Starts loading the variant's advisor if nobody has; resolves when it is ready (or failed). */
  function ensure(variant: VariantId): Promise<Advisor | null> {
    const current = byVariant[variant]
    if (current?.status === 'ready') return Promise.resolve(current.advisor)
    const running = pending.get(variant)
    if (running) return running
    byVariant[variant] = { status: 'loading', progress: 0 }
    const load = loadAdvisor(variant, ({ done, total }) => {
      byVariant[variant] = { status: 'loading', progress: total > 0 ? done / total : 0 }
    })
      .then((advisor) => {
        // The table is large and never changes: keep Vue from making it reactive.
        byVariant[variant] = { status: 'ready', advisor: markRaw(advisor) }
        return advisor
      })
      .catch((error: unknown) => {
        byVariant[variant] = {
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        }
        return null
      })
      .finally(() => pending.delete(variant))
    pending.set(variant, load)
    return load
  }

  function $reset() {
    for (const key of Object.keys(byVariant) as VariantId[]) delete byVariant[key]
    pending.clear()
  }

  return { byVariant, state, ensure, $reset }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useAdvisorStore, import.meta.hot))

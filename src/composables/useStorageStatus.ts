import { ref, shallowRef } from 'vue'
import {
  isStoragePersisted,
  requestPersistentStorage,
  storageEstimate,
  type PersistResult,
  type StorageUse,
} from '@/db/persistence'

/** Whether the browser keeps the app's data for good, and how much space it takes. */
export function useStorageStatus() {
  /** null: the browser cannot say; undefined: not asked yet. */
  const persisted = ref<boolean | null | undefined>(undefined)
  const use = shallowRef<StorageUse | null>(null)
  /** The answer to the last request to keep the data. */
  const requestResult = ref<PersistResult | null>(null)
  const requesting = ref(false)

  async function refresh() {
    const [isPersisted, estimate] = await Promise.all([isStoragePersisted(), storageEstimate()])
    persisted.value = isPersisted
    use.value = estimate
  }

  async function requestPersistence() {
    requesting.value = true
    try {
      requestResult.value = await requestPersistentStorage()
      await refresh()
    } finally {
      requesting.value = false
    }
  }

  void refresh()
  return { persisted, use, requestResult, requesting, refresh, requestPersistence }
}

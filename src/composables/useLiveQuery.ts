import { liveQuery } from 'dexie'
import { onScopeDispose, shallowRef, type ShallowRef } from 'vue'

/** The current result of a Dexie query, kept up to date as IndexedDB changes (in any tab). */
export function useLiveQuery<T>(
  query: () => T | Promise<T>,
  initial: T,
): {
  value: ShallowRef<T>
  error: ShallowRef<unknown>
  loaded: ShallowRef<boolean>
} {
  const value = shallowRef(initial) as ShallowRef<T>
  const error = shallowRef<unknown>(null)
  const loaded = shallowRef(false)
  const subscription = liveQuery(query).subscribe({
    next: (result) => {
      value.value = result
      loaded.value = true
    },
    error: (failure) => {
      error.value = failure
      loaded.value = true
    },
  })
  onScopeDispose(() => subscription.unsubscribe())
  return { value, error, loaded }
}

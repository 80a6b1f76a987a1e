import { afterEach, describe, expect, it, vi } from 'vitest'
import { isStoragePersisted, requestPersistentStorage, storageEstimate } from '@/db/persistence'

function withStorage(storage: Partial<StorageManager> | undefined) {
  vi.stubGlobal('navigator', { storage })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('persistent storage', () => {
  it('reports what the browser answers', async () => {
    withStorage({ persist: () => Promise.resolve(true), persisted: () => Promise.resolve(true) })
    expect(await requestPersistentStorage()).toBe('granted')
    expect(await isStoragePersisted()).toBe(true)
    withStorage({ persist: () => Promise.resolve(false) })
    expect(await requestPersistentStorage()).toBe('denied')
  })

  it('treats a failing request as denied', async () => {
    withStorage({ persist: () => Promise.reject(new Error('no')) })
    expect(await requestPersistentStorage()).toBe('denied')
  })

  it('says unsupported where the API is missing', async () => {
    withStorage(undefined)
    expect(await requestPersistentStorage()).toBe('unsupported')
    expect(await isStoragePersisted()).toBeNull()
    expect(await storageEstimate()).toBeNull()
  })
})

describe('storageEstimate', () => {
  it('gives usage and quota in bytes', async () => {
    withStorage({ estimate: () => Promise.resolve({ usage: 1_234, quota: 5_000_000 }) })
    expect(await storageEstimate()).toEqual({ usage: 1_234, quota: 5_000_000 })
  })

  it('is null when the browser leaves a number out', async () => {
    withStorage({ estimate: () => Promise.resolve({ usage: 10 }) })
    expect(await storageEstimate()).toBeNull()
  })
})

export type PersistResult = 'granted' | 'denied' | 'unsupported'

export interface StorageUse {
  /** Bytes used by this app. */
  usage: number
  /** Bytes the browser may let it use. */
  quota: number
}

function storageManager(): StorageManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage
}

/**
 * Asks the browser not to evict the app's data under storage pressure. Browsers may grant it
 * silently, ask the user, or refuse; 'unsupported' where the API is missing.
 */
export async function requestPersistentStorage(): Promise<PersistResult> {
  const storage = storageManager()
  if (typeof storage?.persist !== 'function') return 'unsupported'
  try {
    return (await storage.persist()) ? 'granted' : 'denied'
  } catch {
    return 'denied'
  }
}

/** Whether storage is already persistent; null where the browser cannot say. */
export async function isStoragePersisted(): Promise<boolean | null> {
  const storage = storageManager()
  if (typeof storage?.persisted !== 'function') return null
  try {
    return await storage.persisted()
  } catch {
    return null
  }
}

/** How much the app stores and may store; null where the browser cannot say. */
export async function storageEstimate(): Promise<StorageUse | null> {
  const storage = storageManager()
  if (typeof storage?.estimate !== 'function') return null
  try {
    const { usage, quota } = await storage.estimate()
    return usage === undefined || quota === undefined ? null : { usage, quota }
  } catch {
    return null
  }
}

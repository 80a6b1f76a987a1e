import { afterEach, describe, expect, it } from 'vitest'
import {
  canAskToKeepStorage,
  canCopy,
  canKeepScreenOn,
  canPlayLive,
  canReadQrCodes,
  canScanCodes,
  canShare,
} from '@/composables/browser-support'
import {
  restoreFeatures,
  withCamera,
  withLiveTable,
  withNavigator,
  withoutLiveTable,
  withQrDecoder,
} from '../helpers/browser-features'

/** Each check says no where its feature is missing and yes where it is there. */
afterEach(() => {
  restoreFeatures()
  for (const name of ['share', 'clipboard', 'wakeLock', 'storage']) withNavigator(name, undefined)
  withCamera(false)
})

describe('what this browser can do', () => {
  it('a live table needs RTCPeerConnection and its certificates', () => {
    withoutLiveTable()
    expect(canPlayLive()).toBe(false)
    withLiveTable()
    expect(canPlayLive()).toBe(true)
  })

  it('share, copy, wake lock and persistent storage each by their own API', () => {
    expect([canShare(), canCopy(), canKeepScreenOn(), canAskToKeepStorage()]).toEqual([
      false,
      false,
      false,
      false,
    ])
    withNavigator('share', async () => {})
    withNavigator('clipboard', { writeText: async () => {} })
    withNavigator('wakeLock', { request: async () => ({}) })
    withNavigator('storage', { persist: async () => true })
    expect([canShare(), canCopy(), canKeepScreenOn(), canAskToKeepStorage()]).toEqual([
      true,
      true,
      true,
      true,
    ])
  })

  it('scanning needs a camera that is a video input and a way to read QR codes', async () => {
    withQrDecoder()
    expect(canReadQrCodes()).toBe(true)
    expect(await canScanCodes()).toBe(false)
    withCamera(true)
    expect(await canScanCodes()).toBe(true)
    // Neither BarcodeDetector nor a Worker for the bundled decoder: no scan, camera or not.
    restoreFeatures()
    const worker = globalThis.Worker
    try {
      ;(globalThis as { Worker?: unknown }).Worker = undefined
      expect(canReadQrCodes()).toBe(false)
      expect(await canScanCodes()).toBe(false)
    } finally {
      ;(globalThis as { Worker?: unknown }).Worker = worker
    }
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick, ref } from 'vue'
import { flushPromises } from '@vue/test-utils'
import { useWakeLock } from '@/composables/useWakeLock'

/** A stand-in for the Screen Wake Lock API that counts what the app asked for. */
function installFakeWakeLock({ refuse = false } = {}) {
  const held: EventTarget[] = []
  const request = vi.fn(async () => {
    if (refuse) throw new DOMException('Battery saver', 'NotAllowedError')
    const sentinel = new EventTarget() as EventTarget & {
      release: () => Promise<void>
      released: boolean
      type: 'screen'
    }
    sentinel.released = false
    sentinel.type = 'screen'
    // As the spec says: releasing a released lock does nothing, and 'release' fires once.
    sentinel.release = async () => {
      if (sentinel.released) return
      sentinel.released = true
      held.splice(held.indexOf(sentinel), 1)
      sentinel.dispatchEvent(new Event('release'))
    }
    held.push(sentinel)
    return sentinel
  })
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true })
  return { request, held }
}

describe('useWakeLock', () => {
  afterEach(() => {
    delete (navigator as { wakeLock?: unknown }).wakeLock
  })

  it('holds the screen on while wanted and lets it go when switched off or unmounted', async () => {
    const fake = installFakeWakeLock()
    const wanted = ref(true)
    const scope = effectScope()
    const lock = scope.run(() => useWakeLock(wanted))!
    await flushPromises()
    expect(lock.supported).toBe(true)
    expect(lock.active.value).toBe(true)
    expect(fake.held).toHaveLength(1)

    wanted.value = false
    await nextTick()
    await flushPromises()
    expect(fake.held).toHaveLength(0)
    expect(lock.active.value).toBe(false)

    wanted.value = true
    await nextTick()
    await flushPromises()
    expect(fake.held).toHaveLength(1)
    scope.stop()
    await flushPromises()
    expect(fake.held).toHaveLength(0)
  })

  it('takes the lock again when the page comes back after the browser dropped it', async () => {
    const fake = installFakeWakeLock()
    const scope = effectScope()
    scope.run(() => useWakeLock(true))
    await flushPromises()
    // The browser releases the lock whenever the page is hidden.
    await (fake.held[0] as unknown as { release: () => Promise<void> }).release()
    expect(fake.held).toHaveLength(0)
    document.dispatchEvent(new Event('visibilitychange'))
    await flushPromises()
    expect(fake.held).toHaveLength(1)
    expect(fake.request).toHaveBeenCalledTimes(2)
    scope.stop()
  })

  it('says unsupported where the API is missing, and stays calm when the lock is refused', async () => {
    const scope = effectScope()
    const missing = scope.run(() => useWakeLock(true))!
    expect(missing.supported).toBe(false)
    scope.stop()

    installFakeWakeLock({ refuse: true })
    const refusedScope = effectScope()
    const refused = refusedScope.run(() => useWakeLock(true))!
    await flushPromises()
    expect(refused.supported).toBe(true)
    expect(refused.active.value).toBe(false)
    refusedScope.stop()
  })
})

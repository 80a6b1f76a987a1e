import { expect } from 'vitest'
import { origin, requestedUrls } from './browser'

/** No request may leave the device: every URL the browser asked for is the app's own origin. */
export function expectOnlyOwnOrigin() {
  const foreign = requestedUrls.filter((url) => !url.startsWith(`${origin()}/`) && !url.startsWith('data:') && !url.startsWith('blob:'))
  expect(foreign).toEqual([])
  expect(requestedUrls.length).toBeGreaterThan(0)
}

import { expect } from 'vitest'
import { origin, pageErrors, requestedUrls } from './browser'

const isOwn = (url: string) =>
  url.startsWith(`${origin()}/`) || url.startsWith('data:') || url.startsWith('blob:')

/**
 * No request may leave the device: every URL the browser asked for is the app's own origin.
 * And nothing failed on the way: no console error, no CSP violation, no uncaught exception.
 */
export function expectOwnOriginAndNoErrors() {
  expect(requestedUrls.length).toBeGreaterThan(0)
  expect(requestedUrls.filter((url) => !isOwn(url))).toEqual([])
  expect(pageErrors).toEqual([])
}

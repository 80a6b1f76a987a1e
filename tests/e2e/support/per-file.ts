import { beforeAll } from 'vitest'
import { pageErrors, requestedUrls } from './browser'

// A worker keeps browser.ts from file to file (vitest.e2e.config.ts, isolate: false): each file's
// own-origin and no-error checks read only the requests and errors of its own pages.
beforeAll(() => {
  requestedUrls.length = 0
  pageErrors.length = 0
})

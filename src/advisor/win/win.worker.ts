/// <reference lib="webworker" />
import { winService } from './win-worker-core'
import type { WinRequest } from './win-protocol'

/** Win chances off the main thread: one request at a time, answered in order. */
const service = winService()
let queue = Promise.resolve()

self.onmessage = (event: MessageEvent<WinRequest>) => {
  const request = event.data
  queue = queue.then(async () => self.postMessage(await service.handle(request)))
}

import { afterEach, describe, expect, it, vi } from 'vitest'
import { effectScope } from 'vue'
import { ImportCancelledError, useBackupImport } from '@/composables/useBackupImport'
import type { BackupImportResponse } from '@/db/backup-worker-protocol'
import { ImportError } from '@/db/errors'

/** Stands in for backup.worker.ts: the test decides what it posts and when. */
class FakeWorker {
  static last: FakeWorker | null = null
  onmessage: ((event: { data: BackupImportResponse }) => void) | null = null
  onerror: unknown = null
  terminated = false
  received: unknown[] = []
  constructor() {
    FakeWorker.last = this
  }
  postMessage(message: unknown) {
    this.received.push(message)
  }
  terminate() {
    this.terminated = true
  }
  send(data: BackupImportResponse) {
    this.onmessage?.({ data })
  }
}

function startImport() {
  vi.stubGlobal('Worker', FakeWorker)
  const scope = effectScope()
  const importer = scope.run(() => useBackupImport())!
  const result = importer.importFile(new Blob(['{}']))
  return { importer, result, worker: FakeWorker.last!, scope }
}

afterEach(() => vi.unstubAllGlobals())

describe('useBackupImport with a worker', () => {
  it('follows the worker’s progress and reports what was imported', async () => {
    const { importer, result, worker } = startImport()
    expect(importer.busy.value).toBe(true)
    worker.send({ type: 'progress', stage: 'checking', done: 500, total: 20_000 })
    expect(importer.progress.value).toEqual({ stage: 'checking', done: 500, total: 20_000 })
    worker.send({ type: 'done', report: { added: 20_000, updated: 0, skipped: 0 } })
    expect(await result).toEqual({ added: 20_000, updated: 0, skipped: 0 })
    expect(importer.busy.value).toBe(false)
    expect(importer.progress.value).toBeNull()
    expect(worker.terminated).toBe(true)
  })

  it('cancel stops the worker and says the import was cancelled', async () => {
    const { importer, result, worker } = startImport()
    worker.send({ type: 'progress', stage: 'checking', done: 10, total: 20_000 })
    importer.cancel()
    expect(await result).toBeNull()
    expect(worker.terminated).toBe(true)
    expect(importer.error.value).toBeInstanceOf(ImportCancelledError)
    expect(importer.busy.value).toBe(false)
  })

  it('turns a refusal from the worker back into an ImportError with its game', async () => {
    const { importer, result, worker } = startImport()
    worker.send({
      type: 'refused',
      code: 'invalid-game',
      message: 'Game 7: bad dice.',
      gameIndex: 6,
    })
    expect(await result).toBeNull()
    expect(importer.error.value).toBeInstanceOf(ImportError)
    expect(importer.error.value).toMatchObject({ code: 'invalid-game', gameIndex: 6 })
  })

  it('leaving the screen cancels a running import', async () => {
    const { result, worker, scope } = startImport()
    scope.stop()
    expect(await result).toBeNull()
    expect(worker.terminated).toBe(true)
  })
})

/**
 * Web Worker entry: reads and stores the advisor's solved tables (a few MB each) off the page's
 * thread. IndexedDB copies a table's bytes on every get and put (structured clone), and Dexie
 * runs its hooks around them: on a phone that held the page's thread for a few hundred ms on the
 * first advice under new house rules. Here a get hands the page one ArrayBuffer (transferred, not
 * copied), and a put takes one and hands it back once stored.
 */
import { DATABASE_NAME, YatzyPadDatabase } from './database'
import { solverTableCache } from './solver-tables'
import type { SolverTablesRequest, SolverTablesResponse } from './solver-tables-protocol'

interface WorkerScope {
  onmessage: ((event: MessageEvent<SolverTablesRequest>) => void) | null
  postMessage(message: SolverTablesResponse, transfer?: Transferable[]): void
}

const scope = self as unknown as WorkerScope
// Relaxed: a table is a cache, which a power cut may lose (it is solved again); the games are
// written by the page with strict durability, as before.
const cache = solverTableCache(new YatzyPadDatabase(DATABASE_NAME, 'relaxed'))

scope.onmessage = async ({ data: request }) => {
  const { id, variant, solverVersion, rules } = request
  try {
    if (request.type === 'put') {
      await cache.putSolverTable(variant, solverVersion, request.data, request.meta, rules)
      scope.postMessage({ id, type: 'put', data: request.data }, [request.data])
      return
    }
    const record = await cache.getSolverTable(variant, solverVersion, rules)
    if (!record) {
      scope.postMessage({ id, type: 'got', table: null })
      return
    }
    const data = bufferOf(record.data)
    scope.postMessage({ id, type: 'got', table: { meta: record.meta, data } }, [data])
  } catch (error) {
    scope.postMessage({
      id,
      type: 'failed',
      message: error instanceof Error ? error.message : String(error),
    })
  }
}

/** The stored bytes as a buffer of their own (IndexedDB gave us a fresh copy: no copy if whole). */
function bufferOf(data: ArrayBuffer | ArrayBufferView): ArrayBuffer {
  if (data instanceof ArrayBuffer) return data
  const whole = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength
  return whole && data.buffer instanceof ArrayBuffer
    ? data.buffer
    : (data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer)
}

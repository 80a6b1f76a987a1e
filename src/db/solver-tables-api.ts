import { db } from './database'
import { solverTableCache } from './solver-tables'
import type {
  SolverTableAddress,
  SolverTablesRequest,
  SolverTablesResponse,
} from './solver-tables-protocol'
import type { SolverTableRecord } from './types'

/** A stored table as the advisor reads it: its meta and its values' bytes. */
export interface StoredSolverTable {
  meta: SolverTableRecord['meta']
  data: ArrayBuffer | ArrayBufferView
}

export interface SolverTableStore {
  get(address: SolverTableAddress): Promise<StoredSolverTable | null>
  /**
   * Stores the table. Its bytes are handed over and back: use the buffer this resolves to, not the
   * one passed in (a worker took that one).
   */
  put(
    address: SolverTableAddress,
    data: ArrayBuffer,
    meta: SolverTableRecord['meta'],
  ): Promise<ArrayBuffer>
  /** Ends the worker, if any; the store cannot be used afterwards. */
  close(): void
}

/**
 * The advisor's stored tables, read and written in a Web Worker (solver-tables.worker.ts) so the
 * page's thread neither copies nor clones a table of several MB; on this thread where there are
 * no workers (tests).
 */
export function openSolverTableStore(): SolverTableStore {
  if (typeof Worker === 'undefined') return onThisThread()
  // Started on first use: a caller that reads elsewhere and never stores starts none.
  let started: Worker | null = null
  const waiting = new Map<number, (response: SolverTablesResponse) => void>()
  let nextId = 0
  const failAll = (message: string) => {
    for (const answer of waiting.values()) answer({ id: -1, type: 'failed', message })
    waiting.clear()
  }
  const worker = () => {
    if (started) return started
    started = new Worker(new URL('./solver-tables.worker.ts', import.meta.url), { type: 'module' })
    started.onmessage = ({ data }: MessageEvent<SolverTablesResponse>) => {
      waiting.get(data.id)?.(data)
      waiting.delete(data.id)
    }
    started.onerror = (event) => failAll(event.message || 'The stored tables worker failed')
    return started
  }
  const ask = (request: SolverTablesRequest, transfer: Transferable[] = []) =>
    new Promise<SolverTablesResponse>((resolve, reject) => {
      waiting.set(request.id, (response) =>
        response.type === 'failed' ? reject(new Error(response.message)) : resolve(response),
      )
      worker().postMessage(request, transfer)
    })
  return {
    async get(address) {
      const response = await ask({ id: nextId++, type: 'get', ...address })
      return response.type === 'got' ? response.table : null
    },
    async put(address, data, meta) {
      const response = await ask({ id: nextId++, type: 'put', ...address, data, meta }, [data])
      if (response.type !== 'put')
        throw new Error(`The stored tables worker answered ${response.type}`)
      return response.data
    },
    close() {
      failAll('The stored tables were closed')
      started?.terminate()
    },
  }
}

function onThisThread(): SolverTableStore {
  const { getSolverTable, putSolverTable } = solverTableCache(db)
  return {
    async get({ variant, solverVersion, rules }) {
      return (await getSolverTable(variant, solverVersion, rules)) ?? null
    },
    async put({ variant, solverVersion, rules }, data, meta) {
      await putSolverTable(variant, solverVersion, data, meta, rules)
      return data
    },
    close() {},
  }
}

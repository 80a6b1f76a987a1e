/**
 * Web Worker entry: receives a shipped table's URL, fetches and decodes it (shipped-fetch.ts) and
 * posts back the SolvedTable with its values transferred, or null when the file is not usable.
 */
import { fetchAndUnpack } from './shipped-fetch'
import type { SolvedTable } from './table'

interface WorkerScope {
  onmessage: ((event: MessageEvent<string>) => void) | null
  postMessage(message: SolvedTable | null, transfer?: Transferable[]): void
}

const scope = self as unknown as WorkerScope

scope.onmessage = async (event) => {
  const table = await fetchAndUnpack(event.data, fetch)
  scope.postMessage(table, table ? [table.values.buffer] : [])
}

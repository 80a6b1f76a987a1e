import type { ExactVariantId } from './model'
import { shippedTableFile, unpackShippedTable } from './shipped-table'
import type { SolvedTable } from './table'

/**
 * Fetches and decodes the table the build shipped for a variant. Once the service worker is
 * installed the file comes from its precache, so this works offline. Resolves null when there is
 * no usable file (not built, not cached while offline, stale, damaged): the caller then solves.
 * On a page the work runs in a Web Worker (table.worker.ts): decoding a million values took
 * 0.1–0.5 s, a freeze when hints are switched on.
 */
export async function fetchShippedTable(
  variant: ExactVariantId,
  baseUrl: string,
  fetchFile: typeof fetch = fetch,
): Promise<SolvedTable | null> {
  if (typeof DecompressionStream === 'undefined') return null
  const url = `${baseUrl}${shippedTableFile(variant)}`
  const page = globalThis as unknown as Partial<PageGlobals>
  return page.Worker && page.location && fetchFile === fetch
    ? fetchInWorker(url, page as PageGlobals)
    : fetchAndUnpack(url, fetchFile)
}

/** What a page offers, typed here because the Node type-check of this folder has no DOM types. */
interface PageGlobals {
  Worker: new (
    url: URL,
    options: { type: 'module' },
  ) => {
    onmessage: ((event: { data: SolvedTable | null }) => void) | null
    onerror: (() => void) | null
    postMessage(message: string): void
    terminate(): void
  }
  location: { href: string }
}

function fetchInWorker(
  url: string,
  { Worker, location }: PageGlobals,
): Promise<SolvedTable | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./table.worker.ts', import.meta.url), { type: 'module' })
    const finish = (table: SolvedTable | null) => {
      worker.terminate()
      resolve(table)
    }
    worker.onmessage = (event) => finish(event.data)
    worker.onerror = () => finish(null)
    worker.postMessage(new URL(url, location.href).href)
  })
}

/** Fetches and decodes on this thread; null when there is no usable file. */
export async function fetchAndUnpack(
  url: string,
  fetchFile: typeof fetch,
): Promise<SolvedTable | null> {
  try {
    const response = await fetchFile(url)
    if (!response.ok) return null
    return await unpackShippedTable(await response.arrayBuffer(), gunzip)
  } catch {
    return null
  }
}

/** The browser's own gzip decoder (Node has the same global), so no inflate code is shipped. */
export async function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

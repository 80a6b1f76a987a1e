import type { ExactVariantId } from './model'
import { shippedTableFile, unpackShippedTable } from './shipped-table'
import type { SolvedTable } from './table'

/**
 * Fetches and decodes the table the build shipped for a variant. Once the service worker is
 * installed the file comes from its precache, so this works offline. Resolves null when there is
 * no usable file (not built, not cached while offline, stale, damaged): the caller then solves.
 */
export async function fetchShippedTable(
  variant: ExactVariantId,
  baseUrl: string,
  fetchFile: typeof fetch = fetch,
): Promise<SolvedTable | null> {
  if (typeof DecompressionStream === 'undefined') return null
  try {
    const response = await fetchFile(`${baseUrl}${shippedTableFile(variant)}`)
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

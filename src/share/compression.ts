import { ByteFormatError } from './bytes'

async function collect(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let length = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    length += value.length
    if (length > maxBytes) {
      await reader.cancel()
      throw new ByteFormatError('the data unpacks to more than a game can be')
    }
    chunks.push(value)
  }
  const joined = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    joined.set(chunk, offset)
    offset += chunk.length
  }
  return joined
}

function through(bytes: Uint8Array, transform: CompressionStream | DecompressionStream) {
  // A Blob's stream feeds the transform and ends it, so the reader sees every byte.
  return new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(transform)
}

/** Raw DEFLATE (no header): the smallest framing the browser offers. */
export function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  return collect(through(bytes, new CompressionStream('deflate-raw')), Infinity)
}

/** Throws a ByteFormatError when the data is not DEFLATE or unpacks to more than maxBytes. */
export async function inflate(bytes: Uint8Array, maxBytes: number): Promise<Uint8Array> {
  try {
    return await collect(through(bytes, new DecompressionStream('deflate-raw')), maxBytes)
  } catch (error) {
    if (error instanceof ByteFormatError) throw error
    throw new ByteFormatError('the data is not compressed game data')
  }
}

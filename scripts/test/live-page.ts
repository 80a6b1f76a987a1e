import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'

/**
 * The live-table layer alone, for a page of its own: tests/e2e/live-pairing-page.ts built as an ES
 * module (no app, no service worker) and served on 127.0.0.1, a secure context (for WebCrypto),
 * where the page puts it on `window.live` and starts an empty `window.inbox`. The pairing test
 * and the pairing loop (scripts/bench/pairing-loop.ts) drive two Chromiums on it.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))

async function liveBundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { '@': `${root}src` } },
    build: {
      write: false,
      minify: false,
      lib: { entry: `${root}tests/e2e/live-pairing-page.ts`, formats: ['es'], fileName: 'live' },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
  const [first] = Array.isArray(output) ? output : [output]
  const chunk = first!.output.find((file) => file.type === 'chunk' && file.isEntry)
  if (!chunk || chunk.type !== 'chunk') throw new Error('The live bundle has no entry chunk.')
  return chunk.code
}

export async function serveLivePage(): Promise<{ url: string; close: () => void }> {
  const script = await liveBundle()
  const page =
    '<!doctype html><title>live pairing</title>' +
    '<script type="module">import * as live from "/live.js"; window.live = live; window.inbox = []</script>'
  const server = createServer((request, response) => {
    const isScript = request.url === '/live.js'
    response.setHeader('content-type', isScript ? 'text/javascript' : 'text/html')
    response.end(isScript ? script : page)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
}

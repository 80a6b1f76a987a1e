/**
 * flock /tmp/yatzy-build.lock npx tsx scripts/bench/vision-browser.ts   (it starts Chromium)
 *
 * The dice reader in Chromium with the CPU slowed 4× (VISION_THROTTLE), as on a slow phone: the
 * committed sample photos (tests/fixtures/vision/) fitted into 640×480 frames on a canvas, as the
 * camera gives them, and read as the app reads them: through client.ts by vision.worker.ts, each
 * frame's pixels handed over to the worker (VISION_WHERE=page reads on the page's own thread
 * instead). Served by the Vite dev server (no build). VISION_FRAMES frames (default 12) after
 * two to warm up. Numbers beside the 150 ms target, not assertions.
 */
import { fixturePhotos } from '../vision/sample-photos'
import { withBrowser } from './advice-browser'
import { serveApp } from './serve-app'

const PORT = 4187
const THROTTLE = Number(process.env.VISION_THROTTLE ?? 4)
const FRAMES = Number(process.env.VISION_FRAMES ?? 12)
const WHERE = process.env.VISION_WHERE === 'page' ? 'page' : 'worker'

const photos = fixturePhotos()
const step = Math.max(1, Math.floor(photos.length / (FRAMES + 2)))
const urls = photos
  .filter((_, i) => i % step === 0)
  .slice(0, FRAMES + 2)
  .map((p) => `/tests/fixtures/vision/${p.name}.jpg`)

const app = await serveApp('dev', PORT)
const { origin } = app
try {
  const times = await withBrowser(async (page) => {
    await page.goto(`${origin}/`)
    // Code run in the page is a string: scripts are type-checked without the DOM library.
    await page.evaluate(`(async () => {
      const vision = ${WHERE === 'page'
        ? "await import('/src/vision/index.ts')"
        : "(await import('/src/vision/client.ts')).createVisionClient()"}
      const frames = []
      for (const url of ${JSON.stringify(urls)}) {
        const bitmap = await createImageBitmap(await (await fetch(url)).blob())
        const canvas = new OffscreenCanvas(640, 480)
        const context = canvas.getContext('2d')
        const scale = Math.min(640 / bitmap.width, 480 / bitmap.height)
        const w = bitmap.width * scale
        const h = bitmap.height * scale
        context.drawImage(bitmap, (640 - w) / 2, (480 - h) / 2, w, h)
        frames.push(context.getImageData(0, 0, 640, 480))
      }
      globalThis.visionBench = { vision, frames }
    })()`)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
    const measured = (await page.evaluate(`(async () => {
      const { vision, frames } = globalThis.visionBench
      const samples = []
      for (const [i, frame] of frames.entries()) {
        const started = performance.now()
        ${WHERE === 'page' ? 'await vision.readDice(frame, { diceCount: 5 })' : 'await vision.read(frame, 5)'}
        if (i >= 2) samples.push(performance.now() - started)
      }
      return samples
    })()`)) as number[]
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    return measured
  })
  times.sort((a, b) => a - b)
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0)
  console.log(
    `640×480 frame in Chromium (${WHERE === 'page' ? "the page's thread" : 'the worker'}), CPU ${THROTTLE}× slower: ${times.length} frames, median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms (target ≤ 150 ms; the machine's own load adds to it)`,
  )
} finally {
  app.stop()
}

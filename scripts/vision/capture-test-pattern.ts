/**
 * One frame of Chromium's own fake camera with no file to play (its moving test pattern), saved as
 * a small JPEG: the clutter tests read it, since the camera must see "no dice" there.
 * `npx tsx scripts/vision/capture-test-pattern.ts [--out tests/fixtures/vision-clutter/chromium-test-pattern.jpg]`
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import jpeg from 'jpeg-js'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium-args'

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'tests/fixtures/vision-clutter/chromium-test-pattern.jpg' },
    /** Frames to let pass first: the pattern moves, so a later frame shows other digits. */
    wait: { type: 'string', default: '1500' },
  },
})

const profile = mkdtempSync(join(tmpdir(), 'yatzy-pad-pattern-'))
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
})
try {
  const page = context.pages()[0] ?? (await context.newPage())
  // A camera needs a secure page: localhost is one, served here by the route with no server.
  await page.route('http://localhost/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>pattern</title>' }),
  )
  await page.goto('http://localhost/')
  // A string, not a function: this file is type-checked without the DOM's types.
  const frame = (await page.evaluate(`(async () => {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { width: { ideal: 640 }, height: { ideal: 480 } },
    })
    const video = document.createElement('video')
    video.muted = true
    video.srcObject = stream
    await video.play()
    await new Promise((resolve) => setTimeout(resolve, ${Number(values.wait)}))
    const canvas = document.createElement('canvas')
    canvas.width = video.videoWidth
    canvas.height = video.videoHeight
    const context2d = canvas.getContext('2d')
    context2d.drawImage(video, 0, 0)
    const { data, width, height } = context2d.getImageData(0, 0, canvas.width, canvas.height)
    stream.getTracks().forEach((track) => track.stop())
    return { width, height, data: Array.from(data) }
  })()`)) as { width: number; height: number; data: number[] }
  const encoded = jpeg.encode(
    { width: frame.width, height: frame.height, data: Buffer.from(frame.data) },
    85,
  )
  writeFileSync(values.out, encoded.data)
  console.log(`${values.out}: ${frame.width}×${frame.height}, ${encoded.data.length} bytes`)
} finally {
  await context.close()
  rmSync(profile, { recursive: true, force: true })
}

/**
 * npx tsx scripts/bench/throttle-cost.ts
 *
 * What DevTools' CPU throttling itself costs: the renderer's CPU over 3 s of an idle page, at 1×
 * and at 4×, twice each. Blink slows the page's thread from a thread of its own that holds the
 * page's thread in a signal handler (thread_cpu_throttler.cc); measured here, that holding is
 * not free: at 4× an idle page keeps about 0.8 of a core busy, which on a two-core machine the
 * benches' workers (the house-rule solve, the win chances) then lack. Read the throttled
 * benches' worker-bound figures with that in mind.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium-args'

const IDLE_MS = 3000

/** CPU-seconds of every Chromium renderer process so far (Linux /proc). */
function rendererCpuSeconds(): number {
  let ticks = 0
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_ARGS,
})
try {
  const page = await browser.newPage()
  await page.setContent('<p>An idle page.</p>')
  // The new renderer's own start settles first.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  for (const rate of [1, 4, 1, 4]) {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    const before = rendererCpuSeconds()
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
    const used = rendererCpuSeconds() - before
    console.log(
      `${rate}× CPU: the renderer used ${used.toFixed(2)} CPU-s over ${IDLE_MS / 1000} s of an idle page (${((used * 1000) / IDLE_MS).toFixed(2)} of a core)`,
    )
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await cdp.detach()
  }
} finally {
  await browser.close()
}

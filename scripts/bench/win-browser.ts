/**
 * npx tsx scripts/bench/win-browser.ts   (hold /tmp/yatzy-build.lock: it starts Chromium)
 *
 * Speed of the win chances in Chromium with the CPU slowed 4×: WIN_BROWSER_GAMES 6-player Yatzy
 * games (default 5, seeded self-play), and after every write the work the win-chances
 * worker does for it (win-worker-core's handle, on one page for the whole run so the endgame memo
 * warms up as in a game). The work runs on the page's main thread, where DevTools' CPU throttling
 * surely applies; in the app it runs in win.worker.ts. Served by the Vite dev server (no build).
 * The six seats are Easy, Medium, Hard, Perfect, Medium and Hard, each with its level's typical
 * final (the strength model; Hard and Perfect work out exact endgames too); WIN_BROWSER_STRENGTH=0
 * plays six Perfect players taken as perfect, as before the strength model.
 * Numbers beside the 300 ms p95 target, not assertions.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadTable, solverVersion, tableFromStorage } from '../../src/advisor/table'
import { COMPUTER_TYPICAL_FINAL } from '../../src/advisor/win/computer-strength'
import type { ComputerLevel } from '../../src/computer'
import { selfPlay } from '../lib/self-play'
import type { WinPosition } from '../../src/advisor/win/win-protocol'
import { withBrowser } from './advice-browser'
import { serveApp } from './serve-app'

const GAMES = Number(process.env.WIN_BROWSER_GAMES ?? 5)
/** WIN_BROWSER_PORT: Vite's port (default 4186), so two benchmarks can run side by side. */
const PORT = Number(process.env.WIN_BROWSER_PORT ?? 4186)
const THROTTLE = Number(process.env.WIN_THROTTLE ?? 4)
const PLAYERS = 6
const CACHE = 'node_modules/.cache/yatzy-pad-advisor'
const prefix = join(CACHE, `yatzy-${solverVersion('yatzy', {})}`)

const meta = JSON.parse(readFileSync(`${prefix}.json`, 'utf8')) as Record<string, unknown>
const table = tableFromStorage(meta, readFileSync(`${prefix}.bin`))
const advisor = loadTable(table.meta, table.values)
const BY_STRENGTH = process.env.WIN_BROWSER_STRENGTH !== '0'
const levels: ComputerLevel[] = BY_STRENGTH
  ? ['easy', 'medium', 'hard', 'perfect', 'medium', 'hard']
  : Array<ComputerLevel>(PLAYERS).fill('perfect')
const typicalFinal = BY_STRENGTH ? levels.map((l) => COMPUTER_TYPICAL_FINAL.yatzy[l]) : undefined
const played = new Map(
  [...new Set(levels)].map((level) => [level, selfPlay(advisor, GAMES * PLAYERS, 4242, level)]),
)
const positions: WinPosition[] = []
for (let g = 0; g < GAMES; g++) {
  const seats = levels.map((level, i) => played.get(level)![g * PLAYERS + i]!)
  for (let write = 1; write < 15 * PLAYERS; write++) {
    const sheets = seats.map((s, i) => s.sheets[Math.max(0, Math.ceil((write - i) / PLAYERS))]!)
    positions.push({ sheets, nextPlayer: write % PLAYERS })
  }
}

const app = await serveApp('dev', PORT)
const { origin } = app
try {
  const times = await withBrowser(async (page) => {
    await page.goto(`${origin}/`)
    await page.evaluate(
      async ({ binUrl, jsonUrl }) => {
        const advisorModule = await import('/src/advisor/index.ts' as string)
        const core = await import('/src/advisor/win/win-worker-core.ts' as string)
        const bytes = new Uint8Array(await (await fetch(binUrl)).arrayBuffer())
        const stored = await (await fetch(jsonUrl)).json()
        const solved = advisorModule.tableFromStorage(stored, bytes)
        const values = advisorModule.loadTable(solved.meta, solved.values).values
        const service = core.winService()
        // The first request carries the table and loads the residual chunk: not a write.
        await service.handle({ id: 0, variant: 'yatzy', options: {}, values, positions: [] })
        Object.assign(globalThis, { winService: service, winValues: values })
      },
      { binUrl: `/${prefix}.bin`, jsonUrl: `/${prefix}.json` },
    )
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
    const measured = await page.evaluate(
      async ({ all, typicalFinal }) => {
        const service = (
          globalThis as unknown as { winService: { handle(r: unknown): Promise<{ type: string }> } }
        ).winService
        const samples: number[] = []
        for (const [i, position] of all.entries()) {
          const started = performance.now()
          const answer = await service.handle({
            id: i + 1,
            variant: 'yatzy',
            options: {},
            positions: [position],
            typicalFinal,
          })
          samples.push(performance.now() - started)
          if (answer.type !== 'done') throw new Error(JSON.stringify(answer))
        }
        return samples
      },
      { all: positions, typicalFinal },
    )
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    // The app's path: the same work through win-client.ts and a real win.worker.ts.
    const fromWorker = await page.evaluate(
      async ({ position, typicalFinal }) => {
        const { createWinClient } = await import('/src/advisor/win/win-client.ts' as string)
        const values = (globalThis as unknown as { winValues: Float64Array }).winValues
        const client = createWinClient()
        const [chances] = await client.compute(
          { variant: 'yatzy', options: {} },
          [position],
          () => values,
          typicalFinal,
        )
        client.dispose()
        return chances.win as number[]
      },
      { position: positions.at(-1)!, typicalFinal },
    )
    console.log(
      `Through the Web Worker, the last write's chances: ${fromWorker.map((p) => p.toFixed(3)).join(' ')}`,
    )
    return measured
  })
  times.sort((a, b) => a - b)
  const at = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0)
  console.log(
    `Win chances after a write, 6-player Yatzy (${levels.join(', ')}${BY_STRENGTH ? ', by strength' : ''}), ` +
      `Chromium CPU ${THROTTLE}× slower: ${times.length} writes of ${GAMES} games, ` +
      `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (target p95 ≤ 300 ms)`,
  )
} finally {
  app.stop()
}

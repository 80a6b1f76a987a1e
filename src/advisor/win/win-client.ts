import { advisorKey, type AdvisedGame, type AdvisorKey } from '../advisor-key'
import type { StateValues } from '../model'
import type { PlayToWin } from './play-to-win'
import type { WinChances } from './win-chances'
import type { WinPosition, WinRequest, WinResponse } from './win-protocol'

type Done = Extract<WinResponse, { type: 'done' }>

/**
 * Asks win.worker.ts for the chances at some positions of a game, played with its variant and
 * table options (`game`).
 */
export interface WinClient {
  /**
   * `values`: the exact variant's solved table; read (and sent) only on the variant's first call.
   * `typicalFinal`: each player's typical final score (winChances' option).
   */
  compute(
    game: AdvisedGame,
    positions: WinPosition[],
    values: () => StateValues | undefined,
    typicalFinal?: (number | undefined)[],
  ): Promise<WinChances[]>
  /** Play to win: the boxes for `player`'s final dice at this position, ranked by chance to win. */
  choose(
    game: AdvisedGame,
    position: WinPosition,
    choice: { player: number; dice: number[] },
    values: () => StateValues | undefined,
    typicalFinal?: (number | undefined)[],
  ): Promise<PlayToWin>
  dispose(): void
}

/** A page's Worker, typed here because the Node type-check of this folder has no DOM types. */
type WorkerConstructor = new (
  url: URL,
  options: { type: 'module' },
) => {
  onmessage: ((event: { data: WinResponse }) => void) | null
  onerror: ((event: { message?: string }) => void) | null
  postMessage(message: WinRequest): void
  terminate(): void
}

/**
 * A Web Worker where there is one; otherwise (tests, server rendering) the same service on this
 * thread, so the answers are the same everywhere.
 */
export function createWinClient(): WinClient {
  const sent = new Set<AdvisorKey>()
  const waiting = new Map<number, { resolve: (done: Done) => void; reject: (e: Error) => void }>()
  let nextId = 1
  let post: (request: WinRequest) => void
  let dispose = () => {}
  const settle = (response: WinResponse) => {
    const request = waiting.get(response.id)
    waiting.delete(response.id)
    if (!request) return
    if (response.type === 'done') request.resolve(response)
    else request.reject(new Error(response.message))
  }
  // Named Worker and built with `new Worker(new URL(…))` word for word: that is the form Vite
  // bundles as a worker (anything else ships the source as a data URL, which the CSP refuses).
  const Worker = (globalThis as { Worker?: WorkerConstructor }).Worker
  if (Worker) {
    const worker = new Worker(new URL('./win.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event) => settle(event.data)
    worker.onerror = (event) => {
      for (const [id] of waiting)
        settle({ id, type: 'error', message: event.message || 'The win-chances worker failed' })
    }
    post = (request) => worker.postMessage(request)
    dispose = () => worker.terminate()
  } else {
    const service = import('./win-worker-core').then((m) => m.winService())
    post = (request) => void service.then((s) => s.handle(request)).then(settle)
  }
  const send = (
    request: Omit<WinRequest, 'id' | 'values'>,
    values: () => StateValues | undefined,
  ): Promise<Done> => {
    const full: WinRequest = { ...request, id: nextId++ }
    const key = advisorKey(request.variant, request.options)
    if (!sent.has(key)) {
      full.values = values()
      if (full.values) sent.add(key)
    }
    return new Promise((resolve, reject) => {
      waiting.set(full.id, { resolve, reject })
      post(full)
    })
  }
  return {
    async compute({ variant, options }, positions, values, typicalFinal) {
      return (await send({ variant, options, positions, typicalFinal }, values)).chances
    },
    async choose({ variant, options }, position, choice, values, typicalFinal) {
      const request = { variant, options, positions: [position], choice, typicalFinal }
      const done = await send(request, values)
      if (!done.choice) throw new Error('The win-chances worker gave no play-to-win answer')
      return done.choice
    },
    dispose() {
      dispose()
      for (const [id] of waiting)
        settle({ id, type: 'error', message: 'The win-chances worker was stopped' })
    },
  }
}

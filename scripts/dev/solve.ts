/**
 * npm run solve -- --variant yatzy|forced-yatzy|yahtzee [--rules '{"fullHouse":25}'] [--threads 2]
 *   [--out file-prefix]
 *
 * Solves a variant's optimal-strategy table in Node on every core: the layers (states with the
 * same number of filled boxes) are solved in order, and within a layer this thread and the worker
 * threads pull chunks of states from a shared counter and write values straight into one
 * SharedArrayBuffer.
 * --rules: the table's house rules as JSON TableOptions (docs/RULES.md); refused with the rules'
 * message when an option is not one they accept.
 * The LAST line is "<variant>: expected <empty-sheet value> in <seconds> s" (the variant's advisor
 * key, `yatzy:fullHouse=25`, under house rules).
 * With --out, writes <prefix>.bin (Float32 values) and <prefix>.json (meta), as the app stores them.
 */
import { writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { parseArgs } from 'node:util'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import { advisorKey } from '../../src/advisor/advisor-key'
import { BatchKernel } from '../../src/advisor/batch-kernel'
import {
  exactModel,
  isExactVariant,
  type ExactModel,
  type ExactVariantId,
} from '../../src/advisor/model'
import { solveStates, statesToSolve } from '../../src/advisor/solver'
import { packTable } from '../../src/advisor/table'
import { checkTableOptions, type TableOptions } from '../../src/rules'

const CHUNK = 2048

/** The solve's shared memory: every value, and the counter threads take chunks of a layer from. */
interface Shared {
  values: SharedArrayBuffer
  control: SharedArrayBuffer
}

/** What each worker thread is told: the variant and the table's options. */
interface WorkerData {
  variant: ExactVariantId
  options: TableOptions
}

if (isMainThread) await main()
else runWorker(workerData as WorkerData)

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      variant: { type: 'string', default: 'yatzy' },
      threads: { type: 'string', default: String(Math.min(2, availableParallelism())) },
      out: { type: 'string' },
      rules: { type: 'string', default: '{}' },
    },
  })
  const variant = args.variant!
  if (!isExactVariant(variant)) {
    console.error(
      `--variant must be yatzy, forced-yatzy or yahtzee (Maxi Yatzy has no exact table)`,
    )
    process.exit(2)
  }
  const options = parseRules(variant, args.rules!)
  const threads = Math.max(1, Number(args.threads))
  const started = performance.now()
  const cpuStart = process.cpuUsage()
  // This thread solves too, beside threads − 1 workers; they start first, so their start-up
  // (tsx, their own model) overlaps this thread's.
  const workers = Array.from({ length: threads - 1 }, () => startWorker({ variant, options }))
  const model = exactModel(variant, options)
  const name = advisorKey(variant, options)
  const shared: Shared = {
    values: new SharedArrayBuffer(model.stateCount * Float64Array.BYTES_PER_ELEMENT),
    control: new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT),
  }
  for (const worker of workers) worker.postMessage(shared)
  const solveLayer = layerSolver(model, shared)
  const control = new Int32Array(shared.control)
  const total = statesToSolve(model)
  let done = 0
  let lastReport = 0
  try {
    for (let n = model.layers.length - 2; n >= 0; n--) {
      Atomics.store(control, 0, 0)
      const helped = workers.map((worker) => runLayer(worker, n))
      solveLayer(n)
      await Promise.all(helped)
      done += model.layers[n]!.length
      if (done - lastReport >= total / 10 || n === 0) {
        lastReport = done
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        console.error(`  ${name}: ${done} / ${total} states (${seconds} s)`)
      }
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()))
  }
  const elapsed = performance.now() - started
  const table = packTable(model, new Float64Array(shared.values), elapsed)
  if (args.out) {
    writeFileSync(`${args.out}.bin`, new Uint8Array(table.values.buffer))
    writeFileSync(`${args.out}.json`, JSON.stringify(table.meta, null, 2) + '\n')
    console.error(`  wrote ${args.out}.bin (${table.values.byteLength} bytes) and ${args.out}.json`)
  }
  // CPU time of every thread of this process: the honest number on a shared, busy machine.
  const cpu = process.cpuUsage(cpuStart)
  const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1)
  console.error(
    `  ${model.stateCount} states, ${threads} threads, ${cpuSeconds} s CPU in all threads`,
  )
  console.log(
    `${name}: expected ${table.meta.expectedEmpty.toFixed(4)} in ${(elapsed / 1000).toFixed(1)} s`,
  )
}

/**
 * Workers run this same file. Node 20 does not carry tsx's loader (registered by `tsx` on the
 * main thread) into worker threads, so a tiny ES module boot script registers it, then imports us.
 */
function startWorker(data: WorkerData): Worker {
  const tsxApi = import.meta.resolve('tsx/esm/api')
  const boot = `import { register } from ${JSON.stringify(tsxApi)}
register()
await import(${JSON.stringify(import.meta.url)})`
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), {
    workerData: data,
  })
}

function runLayer(worker: Worker, layer: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = () => {
      worker.off('error', reject)
      resolve()
    }
    worker.once('message', onMessage)
    worker.once('error', reject)
    worker.postMessage(layer)
  })
}

/** Solves chunks of a layer, taken from the shared counter, until the layer is done. */
function layerSolver(model: ExactModel, { values, control }: Shared): (layerIndex: number) => void {
  // WebAssembly here: Node has no CSP, and its branch-free maxima make the solve ~3× faster.
  const kernel = new BatchKernel(model, { wasm: true })
  const table = new Float64Array(values)
  const next = new Int32Array(control)
  return (layerIndex) => {
    const layer = model.layers[layerIndex]!
    for (;;) {
      // Atomics.add is also the fence that makes the other threads' finished layers visible.
      const from = Atomics.add(next, 0, CHUNK)
      if (from >= layer.length) break
      solveStates(kernel, table, layer, from, Math.min(layer.length, from + CHUNK))
    }
  }
}

/** A worker: builds its model while the main thread does, then solves its share of each layer. */
function runWorker({ variant, options }: WorkerData): void {
  const model = exactModel(variant, options)
  let solveLayer: ((layerIndex: number) => void) | null = null
  parentPort!.on('message', (message: Shared | number) => {
    if (typeof message !== 'number') {
      solveLayer = layerSolver(model, message)
      return
    }
    solveLayer!(message)
    parentPort!.postMessage('done')
  })
}

/** --rules as TableOptions, or the process ends with the reason. */
function parseRules(variant: ExactVariantId, text: string): TableOptions {
  try {
    const options: unknown = JSON.parse(text)
    checkTableOptions(variant, options)
    return options as TableOptions
  } catch (error) {
    console.error(`--rules: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(2)
  }
}

/**
 * A helper of solver.worker.ts: solves the slices of each layer it is sent (see layer-protocol),
 * on the WebAssembly batch turn where it compiles (JavaScript otherwise, the same values).
 * Started by the page, which sends it the port it talks to the solve worker through, and ends it
 * with the solve.
 */
import { BatchKernel } from './batch-kernel'
import type { HelperRequest, HelperResponse } from './layer-protocol'
import { exactModel, type ExactModel } from './model'
import { gather, scatter } from './solver'

interface HelperScope {
  onmessage: ((event: MessageEvent<null>) => void) | null
}

const scope = self as unknown as HelperScope
/** Held here, so the port lives as long as this worker does. */
let solve: MessagePort | null = null
let solver: { model: ExactModel; kernel: BatchKernel; values: Float64Array } | null = null

scope.onmessage = ({ ports: [port] }) => {
  if (!port) return
  solve = port
  solve.onmessage = ({ data }: MessageEvent<HelperRequest>) => answer(data)
}

function reply(message: HelperResponse, transfer: Transferable[] = []) {
  solve!.postMessage(message, transfer)
}

function answer(data: HelperRequest) {
  if (data.type === 'start') {
    const model = exactModel(data.variant, data.options)
    // Told to start early (see solver.worker.ts), then again by the solve: ready once more.
    if (solver?.model === model) {
      reply({ type: 'ready' })
      return
    }
    solver = {
      model,
      kernel: new BatchKernel(model, { wasm: true }),
      values: new Float64Array(model.stateCount),
    }
    // The layers too, so the first chunk finds them built.
    void model.layers
    reply({ type: 'ready' })
    return
  }
  const { model, kernel, values } = solver!
  if (data.previous) scatter(values, model.layers[data.previous.layer]!, data.previous.values)
  const layer = model.layers[data.layer]!
  kernel.solveStates(values, layer, data.from, data.to)
  const slice = gather(values, layer.subarray(data.from, data.to))
  reply({ type: 'slice', layer: data.layer, from: data.from, values: slice }, [slice.buffer])
}

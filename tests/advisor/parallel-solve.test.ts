import { describe, expect, it } from 'vitest'
import { BatchKernel } from '@/advisor/batch-kernel'
import type { HelperRequest, HelperResponse } from '@/advisor/layer-protocol'
import { exactModel } from '@/advisor/model'
import { solveInParallel, type HelperPort } from '@/advisor/parallel-solve'
import { scatter, solveSequential } from '@/advisor/solver'

/** A helper worker run in-process, answering like solver-helper.worker.ts, on the next tick. */
class InProcessHelper implements HelperPort {
  onmessage: ((event: { data: HelperResponse }) => void) | null = null
  slices = 0
  private values = new Float64Array(0)
  private kernel: BatchKernel | null = null

  postMessage(request: HelperRequest): void {
    const model = exactModel('forced-yatzy', {})
    if (request.type === 'start') {
      this.kernel = new BatchKernel(exactModel(request.variant, {}))
      this.values = new Float64Array(model.stateCount)
      setTimeout(() => this.onmessage?.({ data: { type: 'ready' } }))
      return
    }
    if (request.previous)
      scatter(this.values, model.layers[request.previous.layer]!, request.previous.values)
    const layer = model.layers[request.layer]!
    this.kernel!.solveStates(this.values, layer, request.from, request.to)
    if (request.to > request.from) this.slices++
    const values = Float64Array.from(
      layer.subarray(request.from, request.to),
      (s) => this.values[s]!,
    )
    setTimeout(() =>
      this.onmessage?.({
        data: { type: 'slice', layer: request.layer, from: request.from, values },
      }),
    )
  }
}

describe('solving on several threads', () => {
  it('gives the same table as one thread, with every helper doing part of the work', async () => {
    const helpers = [new InProcessHelper(), new InProcessHelper()]
    const progress: number[] = []
    const values = await solveInParallel(
      'forced-yatzy',
      helpers,
      ({ done }) => progress.push(done),
      {},
    )
    expect(values).toEqual(solveSequential(exactModel('forced-yatzy', {})))
    expect(helpers.every((helper) => helper.slices > 0)).toBe(true)
    expect(progress.at(-1)).toBe(137)
  })
})

import { describe, expect, it } from 'vitest'
import { BatchKernel } from '@/advisor/batch-kernel'
import { BatchTurn } from '@/advisor/batch-turn'
import { TurnKernel } from '@/advisor/kernel'
import { exactModel, type ExactVariantId } from '@/advisor/model'
import { stateOfSheet } from '@/advisor/sheet-state'
import { layersFrom } from '@/advisor/solver'
import { bestSubKeeps, expectKeeps, expectRoll } from '@/advisor/turn'
import { sheetWithOpen } from '../helpers/advisor'
import { emptySheet, type Sheet } from '@/rules'

/** One state at a time through the advice kernel and turn.ts: the reference for the batches. */
function solveOneByOne(variant: ExactVariantId, layers: readonly Int32Array[]): Float64Array {
  const model = exactModel(variant, {})
  const kernel = new TurnKernel(model)
  const values = new Float64Array(model.stateCount)
  for (let n = layers.length - 2; n >= 0; n--) {
    for (const s of layers[n]!) {
      kernel.fillFinalRollValues(s, values)
      expectKeeps(model.space, kernel.work)
      bestSubKeeps(model.space, kernel.work)
      expectKeeps(model.space, kernel.work)
      bestSubKeeps(model.space, kernel.work)
      values[s] = expectRoll(model.space, kernel.work)
    }
  }
  return values
}

function solveInBatches(
  variant: ExactVariantId,
  layers: readonly Int32Array[],
  wasm: boolean,
): Float64Array {
  const model = exactModel(variant, {})
  const kernel = new BatchKernel(model, { wasm })
  // The WebAssembly turn falls back to JavaScript when it cannot compile: make sure it did.
  expect(kernel.turn instanceof BatchTurn).toBe(!wasm)
  const values = new Float64Array(model.stateCount)
  for (let n = layers.length - 2; n >= 0; n--) {
    // Uneven pieces, so short batches (spare lanes) are exercised too.
    const layer = layers[n]!
    for (let from = 0; from < layer.length; from += 7)
      kernel.solveStates(values, layer, from, Math.min(layer.length, from + 7))
  }
  return values
}

describe('the solver batch (four states at once), in JavaScript and in WebAssembly', () => {
  const cases: [string, ExactVariantId, Sheet][] = [
    ['yatzy', 'yatzy', sheetWithOpen('yatzy', ['sixes', 'small-straight', 'yatzy'])],
    ['yahtzee, box open', 'yahtzee', sheetWithOpen('yahtzee', ['fives', 'yahtzee', 'chance'])],
    [
      'yahtzee, jokers with bonus',
      'yahtzee',
      sheetWithOpen('yahtzee', ['ones', 'sixes', 'full-house'], { yahtzee: 50 }),
    ],
    ['forced yatzy, whole game', 'forced-yatzy', emptySheet('forced-yatzy')],
  ]
  it.each(cases)(
    '%s: gives exactly the values of the one-state kernel',
    (_name, variant, sheet) => {
      const model = exactModel(variant, {})
      const layers = layersFrom(model, stateOfSheet(model, sheet))
      // Compare only the states solved (a whole table is too big for toEqual's diff).
      const solved = (values: Float64Array) =>
        layers.flatMap((layer) => [...layer].map((s) => values[s]))
      const reference = solved(solveOneByOne(variant, layers))
      expect(reference.some((value) => value! > 0)).toBe(true)
      expect(solved(solveInBatches(variant, layers, false))).toEqual(reference)
      expect(solved(solveInBatches(variant, layers, true))).toEqual(reference)
    },
  )
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { BatchKernel } from '@/advisor/batch-kernel'
import { BatchTurn } from '@/advisor/batch-turn'
import { exactModel, type ExactVariantId } from '@/advisor/model'
import { solveInParallel } from '@/advisor/parallel-solve'
import { stateOfSheet } from '@/advisor/sheet-state'
import { layersFrom, solveSequential } from '@/advisor/solver'
import { emptyStateIndex } from '@/advisor/table'
import type { TableOptions } from '@/rules'
import { sheetWithOpen } from '../helpers/advisor'

/** A family's own rules the app ships no table for: full house 25, upper bonus 35 at 63. */
const FAMILY: TableOptions = { fullHouse: 25, upperBonus: { threshold: 63, value: 35 } }

function solveWith(
  variant: ExactVariantId,
  options: TableOptions,
  layers: readonly Int32Array[],
  wasm: boolean,
): Float64Array {
  const model = exactModel(variant, options)
  const kernel = new BatchKernel(model, { wasm })
  // The WebAssembly turn falls back to JavaScript when it cannot compile: make sure it did.
  expect(kernel.turn instanceof BatchTurn).toBe(!wasm)
  const values = new Float64Array(model.stateCount)
  for (let n = layers.length - 2; n >= 0; n--)
    kernel.solveStates(values, layers[n]!, 0, layers[n]!.length)
  return values
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the solver on WebAssembly, as the app solves a house rule set', () => {
  it('gives exactly the JavaScript solver values under house rules', () => {
    const model = exactModel('yatzy', FAMILY)
    // Upper boxes (the other bonus), the full house (its other score) and two more still open.
    const sheet = sheetWithOpen('yatzy', ['fives', 'sixes', 'full-house', 'chance', 'yatzy'], {
      ones: 3,
      twos: 6,
      threes: 9,
      fours: 12,
    })
    const layers = layersFrom(model, stateOfSheet(model, sheet))
    const solved = (values: Float64Array) =>
      layers.flatMap((layer) => [...layer].map((s) => values[s]))
    const javascript = solved(solveWith('yatzy', FAMILY, layers, false))
    expect(javascript.filter((value) => value! > 0).length).toBeGreaterThan(100)
    expect(solved(solveWith('yatzy', FAMILY, layers, true))).toEqual(javascript)
  })

  it("gives the worker's whole table as the JavaScript solver does (Forced Yatzy, house rules)", async () => {
    const options: TableOptions = { upperBonus: { threshold: 70, value: 50 } }
    const javascript = solveSequential(exactModel('forced-yatzy', options))
    expect(await solveInParallel('forced-yatzy', [], undefined, options)).toEqual(javascript)
  })

  it(
    'solves standard Yatzy and Yahtzee to their known values from an empty sheet',
    async () => {
      const expected: [ExactVariantId, number][] = [
        ['yatzy', 248.44],
        // The rule book's forced joker (Verhoeff's convention gives 254.5896).
        ['yahtzee', 254.5877],
      ]
      for (const [variant, value] of expected) {
        const values = await solveInParallel(variant, [], undefined, {})
        expect(values[emptyStateIndex(exactModel(variant, {}))]).toBeCloseTo(value, 4)
      }
    },
    5 * 60_000,
  )

  it('falls back to the JavaScript turn where WebAssembly is missing, with the same values', async () => {
    const options: TableOptions = { fullHouse: 25 }
    const withWasm = await solveInParallel('forced-yatzy', [], undefined, options)
    vi.stubGlobal('WebAssembly', undefined)
    expect(
      new BatchKernel(exactModel('forced-yatzy', options), { wasm: true }).turn,
    ).toBeInstanceOf(BatchTurn)
    expect(await solveInParallel('forced-yatzy', [], undefined, options)).toEqual(withWasm)
  })
})

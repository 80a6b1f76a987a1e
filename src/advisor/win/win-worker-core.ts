import type { VariantId } from '../../rules'
import { ExactAdvisor } from '../exact-advisor'
import { createMaxiAdvisor } from '../maxi/maxi-advisor'
import { exactModel, isExactVariant } from '../model'
import type { Advisor } from '../types'
import { playToWin } from './play-to-win'
import { residualTableFor } from './residuals'
import { winChances, winContext, type WinContext } from './win-chances'
import type { WinRequest, WinResponse } from './win-protocol'

/**
 * What the worker does, apart from messaging (so tests run it without a Worker): one context per
 * variant, kept for the session so exact endgames are worked out once.
 */
export function winService() {
  const contexts = new Map<VariantId, Promise<WinContext>>()

  function contextFor(variant: VariantId, values: Float64Array | undefined): Promise<WinContext> {
    let context = contexts.get(variant)
    if (!context) {
      const advisor = advisorFor(variant, values)
      context = residualTableFor(variant).then((residuals) => winContext(advisor, residuals))
      contexts.set(variant, context)
      // A failed start (no table yet) may be retried with the next request.
      context.catch(() => contexts.delete(variant))
    }
    return context
  }

  async function handle(request: WinRequest): Promise<WinResponse> {
    try {
      const context = await contextFor(request.variant, request.values)
      const chances = request.positions.map((p) => winChances(context, p.sheets, p.nextPlayer))
      const { choice } = request
      const at = request.positions[0]
      if (!choice || !at) return { id: request.id, type: 'done', chances }
      const advice = playToWin(context, at.sheets, choice.player, choice.dice)
      return { id: request.id, type: 'done', chances, choice: advice }
    } catch (error) {
      return {
        id: request.id,
        type: 'error',
        message: error instanceof Error ? error.message : String(error),
      }
    }
  }

  return { handle }
}

function advisorFor(variant: VariantId, values: Float64Array | undefined): Advisor {
  if (!isExactVariant(variant)) return createMaxiAdvisor()
  const model = exactModel(variant)
  if (!values || values.length !== model.stateCount) {
    throw new Error(`Win chances for ${variant} need its solved table (${model.stateCount} values)`)
  }
  return new ExactAdvisor(model, values)
}

import type { TableOptions, VariantId } from '../../rules'
import { adviceOptions, advisorKey, type AdvisorKey } from '../advisor-key'
import { ExactAdvisor } from '../exact-advisor'
import { createMaxiAdvisor } from '../maxi/maxi-advisor'
import { exactModel, isExactVariant, type StateValues } from '../model'
import type { Advisor } from '../types'
import { playToWin } from './play-to-win'
import { shippedWinContext } from './shipped-context'
import { winChances, type WinContext } from './win-chances'
import type { WinRequest, WinResponse } from './win-protocol'

/**
 * What the worker does, apart from messaging (so tests run it without a Worker): one context per
 * advisor (variant and the options that change its advice, advisorKey), kept for the session so
 * exact endgames are worked out once.
 */
export function winService() {
  const contexts = new Map<AdvisorKey, Promise<WinContext>>()

  function contextFor({ variant, options, values }: WinRequest): Promise<WinContext> {
    const key = advisorKey(variant, options)
    let context = contexts.get(key)
    if (!context) {
      const advisor = advisorFor(variant, options, values)
      context = shippedWinContext(advisor, variant)
      contexts.set(key, context)
      // A failed start (no table yet) may be retried with the next request.
      context.catch(() => contexts.delete(key))
    }
    return context
  }

  async function handle(request: WinRequest): Promise<WinResponse> {
    try {
      const context = await contextFor(request)
      const options = { typicalFinal: request.typicalFinal }
      const chances = request.positions.map((p) =>
        winChances(context, p.sheets, p.nextPlayer, options),
      )
      const { choice } = request
      const at = request.positions[0]
      if (!choice || !at) return { id: request.id, type: 'done', chances }
      const advice = playToWin(context, at.sheets, choice.player, choice.dice, options)
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

function advisorFor(
  variant: VariantId,
  options: TableOptions,
  values: StateValues | undefined,
): Advisor {
  if (!isExactVariant(variant)) return createMaxiAdvisor(adviceOptions(variant, options))
  const model = exactModel(variant, options)
  if (!values || values.length !== model.stateCount) {
    throw new Error(`Win chances for ${variant} need its solved table (${model.stateCount} values)`)
  }
  return new ExactAdvisor(model, values)
}

import { RuleError } from '@/rules'
import { ConflictError, MoveError } from '@/db'

/** A refused action, kept as a code plus parameters so the UI can say it in the player's language. */
export interface Problem {
  code: string
  params: Record<string, string | number>
  /** Plain English, for logs and as a last resort. */
  message: string
}

export function toProblem(error: unknown): Problem {
  if (error instanceof RuleError) {
    return { code: `rule.${error.code}`, params: { ...error.params }, message: error.message }
  }
  if (error instanceof MoveError) {
    // A correction that breaks a later move: say which move, in the rule's own words.
    const move = error.moveIndex === null ? 0 : error.moveIndex + 1
    const rule = error.ruleError ? toProblem(error.ruleError) : null
    return {
      code: 'laterMove',
      params: { ...rule?.params, move, reason: error.reason, reasonCode: rule?.code ?? '' },
      message: error.message,
    }
  }
  if (error instanceof ConflictError) {
    return { code: 'conflict', params: {}, message: error.message }
  }
  const message = error instanceof Error ? error.message : String(error)
  return { code: 'unexpected', params: { message }, message }
}

/** Why a move was refused; the UI translates by code, the message is plain English. */
export type RuleErrorCode =
  | 'unknown-variant'
  | 'unknown-box'
  | 'dice-count'
  | 'dice-face'
  | 'box-closed'
  | 'sheet-full'
  | 'forced-order'
  | 'joker-order'
  | 'no-column'
  | 'rolls-used'
  | 'impossible-score'
  | 'unknown-option'
  | 'invalid-option'
  | 'option-not-for-variant'

export class RuleError extends Error {
  readonly code: RuleErrorCode
  readonly params: Readonly<Record<string, string | number>>

  constructor(code: RuleErrorCode, message: string, params: Record<string, string | number> = {}) {
    super(message)
    this.name = 'RuleError'
    this.code = code
    this.params = params
  }
}

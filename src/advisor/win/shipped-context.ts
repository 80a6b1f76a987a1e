import type { VariantId } from '../../rules'
import type { Advisor } from '../types'
import { residualTableFor } from './residuals'
import { strengthTableFor } from './strength-tables'
import { winContext, type WinContext } from './win-context'

/** The win context of `advisor` with its variant's shipped tables (each a chunk loaded on demand). */
export async function shippedWinContext(advisor: Advisor, variant: VariantId): Promise<WinContext> {
  const [residuals, strength] = await Promise.all([
    residualTableFor(variant),
    strengthTableFor(variant),
  ])
  return winContext(advisor, residuals, strength)
}

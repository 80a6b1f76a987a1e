import type { VariantId } from '../../src/rules'

const EVERY_VARIANT: readonly VariantId[] = ['yatzy', 'yahtzee', 'forced-yatzy', 'maxi-yatzy']

/** The variants a win-chances script runs for: WIN_VARIANTS ("yatzy,yahtzee"), else `fallback`. */
export function winVariants(fallback = EVERY_VARIANT): VariantId[] {
  return (process.env.WIN_VARIANTS?.split(',') ?? [...fallback]) as VariantId[]
}

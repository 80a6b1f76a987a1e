import type { VariantId } from '../../rules'
import { decodeStrength, type StoredStrength, type StrengthTable } from './strength-table'

/**
 * The variant's strength table, loaded on demand (each is its own small chunk, fetched only by the
 * win-chances worker). Undefined when none was measured: every player is then taken as perfect.
 */
export async function strengthTableFor(variant: VariantId): Promise<StrengthTable | undefined> {
  switch (variant) {
    case 'yatzy':
      return decoded(await import('./strength/yatzy'))
    case 'yahtzee':
      return decoded(await import('./strength/yahtzee'))
    case 'forced-yatzy':
      return decoded(await import('./strength/forced-yatzy'))
    case 'maxi-yatzy':
      return decoded(await import('./strength/maxi-yatzy'))
    default:
      return undefined
  }
}

function decoded(module: { strength: StoredStrength | undefined }): StrengthTable | undefined {
  return module.strength && decodeStrength(module.strength)
}

import type { VariantId } from '../../rules'
import { decodeResiduals, type ResidualTable, type StoredResiduals } from './residual-table'

/**
 * The variant's residual table, loaded on demand (each is its own small chunk, fetched only by the
 * win-chances worker). Undefined when none was measured: the estimate then uses a normal shape.
 */
export async function residualTableFor(variant: VariantId): Promise<ResidualTable | undefined> {
  switch (variant) {
    case 'yatzy':
      return decoded(await import('./residuals/yatzy'))
    case 'yahtzee':
      return decoded(await import('./residuals/yahtzee'))
    case 'forced-yatzy':
      return decoded(await import('./residuals/forced-yatzy'))
    case 'maxi-yatzy':
      return decoded(await import('./residuals/maxi-yatzy'))
    default:
      return undefined
  }
}

function decoded(module: { residuals: StoredResiduals | undefined }): ResidualTable | undefined {
  return module.residuals && decodeResiduals(module.residuals)
}

import type { StoredResiduals } from '../residual-table'

export const residuals: StoredResiduals | undefined = undefined

// Not measured yet: `npx tsx scripts/bench/win-calibration.ts --write-table` writes it.
import type { StoredStrength } from '../strength-table'

export const strength: StoredStrength | undefined = undefined

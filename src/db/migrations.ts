import type { Transaction } from 'dexie'
import { withDerivedFields } from './derive'
import { playerKey } from './names'
import { playerResultRows } from './player-results'
import { deriveGame } from './figures'
import type { GameRecord, PlayerResultRecord, PortableGame } from './types'

type StoredRow = PortableGame & Partial<GameRecord>

/**
 * One game from v1 to v2: fills the player index and the result by replaying the moves. A row whose
 * moves no longer replay is kept as it was (plus its player names): an upgrade never drops a sheet.
 */
export function upgradeGameToV2(row: StoredRow): GameRecord {
  try {
    const state = deriveGame(row)
    return withDerivedFields(row, state, row.finishedAt ?? row.updatedAt)
  } catch {
    const kept: GameRecord = { ...row, playerNames: row.players.map((p) => playerKey(p.name)) }
    if (kept.finishedAt === undefined) kept.inProgressAt = kept.updatedAt
    return kept
  }
}

/** v1 → v2: every game upgraded, and the result rows of the finished ones written. */
export async function upgradeToV2(tx: Transaction): Promise<void> {
  const rows: PlayerResultRecord[] = []
  await tx
    .table<StoredRow, string>('games')
    .toCollection()
    .modify((row, ref) => {
      const upgraded = upgradeGameToV2(row)
      rows.push(...playerResultRows(upgraded))
      ref.value = upgraded
    })
  await tx.table<PlayerResultRecord, string>('playerResults').bulkAdd(rows)
}

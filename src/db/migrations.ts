import type { Transaction } from 'dexie'
import { withDerivedFields } from './derive'
import { gameKind, type GameKind } from './kinds'
import { playerKey } from './names'
import { playerResultRows } from './player-results'
import { deriveGame } from './figures'
import type { FinishedKey, GameRecord, PlayerResultRecord, PortableGame } from './types'

type StoredRow = PortableGame & Partial<GameRecord>

/** A stored game's kind; a game whose options no longer check is counted by its variant. */
function storedKind(row: PortableGame): GameKind {
  try {
    return gameKind(row.variant, row.options)
  } catch {
    return row.variant
  }
}

/**
 * One game from v1 to v2: fills the player index and the result by replaying the moves. A row whose
 * moves no longer replay is kept as it was (plus its player names): an upgrade never drops a sheet.
 */
export function upgradeGameToV2(row: StoredRow): GameRecord {
  try {
    const state = deriveGame(row)
    return withDerivedFields(row, state, row.finishedAt ?? row.updatedAt)
  } catch {
    const kept: GameRecord = {
      ...row,
      playerNames: row.players.map((p) => playerKey(p.name)),
      kind: storedKind(row),
    }
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

/**
 * v3 → v4: each rule set is a kind of its own. Every game gets its kind, its per-kind history keys
 * name the kind instead of the variant (the same text for a game by the rule book), and its result
 * rows carry the kind in place of the old house-rules flag.
 */
export async function upgradeToV4(tx: Transaction): Promise<void> {
  const kinds = new Map<string, GameKind>()
  await tx
    .table<StoredRow, string>('games')
    .toCollection()
    .modify((row) => {
      const kind = storedKind(row)
      kinds.set(row.id, kind)
      row.kind = kind
      if (row.finishedKeys) {
        row.finishedKeys = row.finishedKeys.map(([player, any, at]): FinishedKey => [
          player,
          any === '' ? '' : kind,
          at,
        ])
      }
    })
  await tx
    .table<PlayerResultRecord & { houseRules?: true }, string>('playerResults')
    .toCollection()
    .modify((row) => {
      row.kind = kinds.get(row.gameId) ?? row.variant
      delete row.houseRules
    })
}

import { VARIANTS, type VariantId } from '../rules'
import type { PlayerResultRecord } from './types'

/** Two players' record against each other in one variant. */
export interface PairRecord {
  variant: VariantId
  /** The two players' identities (playerKey), in alphabetical order. */
  players: [string, string]
  /** Their names as written in their most recent game together. */
  names: [string, string]
  /** Finished games both played. */
  games: number
  /** How often each finished ahead of the other. */
  wins: [number, number]
  /** Games they finished level. */
  ties: number
}

export interface LeaderboardRow {
  player: string
  name: string
  /** Finished games with at least one other player. */
  games: number
  /** Of those, games won (a shared first place counts). */
  wins: number
  /** wins / games. */
  winRate: number
}

export interface HeadToHead {
  /** In the app's variant order, then most games first. */
  pairs: PairRecord[]
  /** Most wins first, then best win rate, then most games. */
  leaderboard: LeaderboardRow[]
}

export interface HeadToHeadFilter {
  /** Only games finished at or after this time (epoch ms). */
  since?: number
  variant?: VariantId
}

/**
 * Where something counted comes in history: by finish time, then (games finished in the same
 * millisecond) by its game's first result row id, then by its order within the game. Lets games
 * be counted in any order and still give the most recent names, and keep equal records in the
 * order they first appeared.
 */
interface HistoryPlace {
  finishedAt: number
  gameFirstId: string
  withinGame: string
}

function earlier(a: HistoryPlace, b: HistoryPlace): boolean {
  if (a.finishedAt !== b.finishedAt) return a.finishedAt < b.finishedAt
  if (a.gameFirstId !== b.gameFirstId) return a.gameFirstId < b.gameFirstId
  return a.withinGame < b.withinGame
}

/** -1, 0 or 1 for sorting by place in history. */
function byHistory(a: HistoryPlace, b: HistoryPlace): number {
  if (earlier(a, b)) return -1
  return earlier(b, a) ? 1 : 0
}

interface Tallied<T> {
  record: T
  /** Where it first appeared: the tie-break that keeps equal records in a stable order. */
  first: HistoryPlace
  /** Whose names it carries: the latest game's. */
  latest: HistoryPlace
}

/**
 * The family table counted one game at a time, in any order: every pair's record per variant and
 * a leaderboard. Games must have two or more seats (solo games have no one to beat).
 */
export function headToHeadTally() {
  const pairs = new Map<string, Tallied<PairRecord>>()
  const players = new Map<string, Tallied<LeaderboardRow>>()

  function countPair(first: PlayerResultRecord, second: PlayerResultRecord, at: HistoryPlace) {
    const key = JSON.stringify([first.variant, first.player, second.player])
    let entry = pairs.get(key)
    if (!entry) {
      const record: PairRecord = {
        variant: first.variant,
        players: [first.player, second.player],
        names: [first.name, second.name],
        games: 0,
        wins: [0, 0],
        ties: 0,
      }
      entry = { record, first: at, latest: at }
      pairs.set(key, entry)
    }
    const pair = entry.record
    if (earlier(at, entry.first)) entry.first = at
    if (!earlier(at, entry.latest)) {
      entry.latest = at
      pair.names = [first.name, second.name]
    }
    pair.games += 1
    if (first.place < second.place) pair.wins[0] += 1
    else if (second.place < first.place) pair.wins[1] += 1
    else pair.ties += 1
  }

  function countPlayer(row: PlayerResultRecord, at: HistoryPlace) {
    let entry = players.get(row.player)
    if (!entry) {
      const record = { player: row.player, name: row.name, games: 0, wins: 0, winRate: 0 }
      entry = { record, first: at, latest: at }
      players.set(row.player, entry)
    }
    const player = entry.record
    if (earlier(at, entry.first)) entry.first = at
    if (!earlier(at, entry.latest)) {
      entry.latest = at
      player.name = row.name
    }
    player.games += 1
    if (row.place === 1) player.wins += 1
    player.winRate = player.wins / player.games
  }

  /** Counts one game: all its result rows, in seat order. */
  function addGame(seats: readonly PlayerResultRecord[]): void {
    const gameFirstId = seats[0]!.id
    const finishedAt = seats[0]!.finishedAt
    const at = (withinGame: string): HistoryPlace => ({ finishedAt, gameFirstId, withinGame })
    // Players in seat order (row ids); pairs by their players' keys, which never hold a newline.
    for (const row of seats) countPlayer(row, at(row.id))
    const sorted = [...seats].sort((a, b) => (a.player < b.player ? -1 : 1))
    sorted.forEach((first, i) => {
      for (const second of sorted.slice(i + 1)) {
        countPair(first, second, at(`${first.player}\n${second.player}`))
      }
    })
  }

  function result(): HeadToHead {
    const order = (variant: VariantId) => VARIANTS.findIndex((v) => v.id === variant)
    const pairList = [...pairs.values()].sort(
      (a, b) =>
        order(a.record.variant) - order(b.record.variant) ||
        b.record.games - a.record.games ||
        byHistory(a.first, b.first),
    )
    const playerList = [...players.values()].sort(
      (a, b) =>
        b.record.wins - a.record.wins ||
        b.record.winRate - a.record.winRate ||
        b.record.games - a.record.games ||
        a.record.name.localeCompare(b.record.name) ||
        byHistory(a.first, b.first),
    )
    return {
      pairs: pairList.map((entry) => entry.record),
      leaderboard: playerList.map((entry) => entry.record),
    }
  }

  return { addGame, result }
}

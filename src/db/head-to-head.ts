import type { VariantId } from '../rules'
import { compareKinds, type GameKind } from './kinds'
import type { PlayerResultRecord } from './types'

/** Two players' record against each other in one kind of game (a variant under one set of rules). */
export interface PairRecord {
  kind: GameKind
  variant: VariantId
  /** The two players' identities (playerKey), in alphabetical order. */
  players: [string, string]
  /** Their names as written in their most recent game together. */
  names: [string, string]
  /** Finished games both played. */
  games: number
  /** How often each finished ahead of the other. */
  wins: [number, number]
  /** Games they finished level (sharing a place): a win for neither over the other. */
  ties: number
}

export interface LeaderboardRow {
  player: string
  name: string
  /** Finished games with at least one other player. */
  games: number
  /** Of those, games won (a shared first place is a win for each who shares it). */
  wins: number
  /** wins / games. */
  winRate: number
  /** 1 = most wins; players with the same wins and games share the place (1, 1, 3). */
  place: number
}

export interface HeadToHead {
  /** In the app's kind order (variant, the rule book's first), then most games first. */
  pairs: PairRecord[]
  /** Most wins first, then best win rate, then most games. */
  leaderboard: LeaderboardRow[]
}

export interface HeadToHeadFilter {
  /** Only games finished at or after this time (epoch ms). */
  since?: number
  /** Only games of this kind; every kind when left out (each game still counted once). */
  kind?: GameKind
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
 * The family table counted one game at a time, in any order: every pair's record per kind and
 * a leaderboard. Games must have two or more seats (solo games have no one to beat).
 */
export function headToHeadTally() {
  const pairs = new Map<string, Tallied<PairRecord>>()
  const players = new Map<string, Tallied<LeaderboardRow>>()

  function countPair(first: PlayerResultRecord, second: PlayerResultRecord, at: HistoryPlace) {
    const key = JSON.stringify([first.kind, first.player, second.player])
    let entry = pairs.get(key)
    if (!entry) {
      const record: PairRecord = {
        kind: first.kind,
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
      const record = { player: row.player, name: row.name, games: 0, wins: 0, winRate: 0, place: 0 }
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
    const pairList = [...pairs.values()].sort(
      (a, b) =>
        compareKinds(a.record.kind, b.record.kind) ||
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
    const leaderboard = playerList.map((entry) => entry.record)
    leaderboard.forEach((row, index) => {
      const above = leaderboard[index - 1]
      row.place =
        above && above.wins === row.wins && above.games === row.games ? above.place : index + 1
    })
    return { pairs: pairList.map((entry) => entry.record), leaderboard }
  }

  return { addGame, result }
}

import type { YatzyPadDatabase } from './database'
import type { LiveSeatRecord } from './types'

/** A guest phone's place at a live table, per game: kept while it follows a host, then dropped. */
export function liveSeatRepository(database: YatzyPadDatabase, now: () => number = Date.now) {
  const { liveSeats } = database

  function liveSeatOf(gameId: string): Promise<LiveSeatRecord | undefined> {
    return liveSeats.get(gameId)
  }

  async function keepLiveSeat(seat: Omit<LiveSeatRecord, 'updatedAt'>): Promise<void> {
    await liveSeats.put({ ...seat, updatedAt: now() })
  }

  async function forgetLiveSeat(gameId: string): Promise<void> {
    await liveSeats.delete(gameId)
  }

  return { liveSeatOf, keepLiveSeat, forgetLiveSeat }
}

export type LiveSeatRepository = ReturnType<typeof liveSeatRepository>

import { beforeEach, describe, expect, it } from 'vitest'
import { appendMove, db, getGame, ImportError, type PortableGame } from '@/db'
import { portableGame } from '@/db/derive'
import { gameRules, getVariant, scoreBox } from '@/rules'
import { handOffService } from '@/db/handoff'
import { decodeGameLink, encodeGameLink } from '@/share/game-link'
import { realisticGame } from '../fixtures/handoff-games'
import { dumpDatabase, expectResultsInSync, resetDatabase } from '../helpers/db'

const { receiveGame } = handOffService(db)

/** What the other phone gets: the game through a link. */
async function throughLink(game: PortableGame): Promise<PortableGame> {
  return decodeGameLink(await encodeGameLink(game))
}

beforeEach(resetDatabase)

describe('receiving a handed-off game', () => {
  it('adds a game in progress, ready to continue from the next move', async () => {
    const sent = realisticGame('yatzy', 1, 20)
    const { outcome, game } = await receiveGame(await throughLink(sent))
    expect(outcome).toBe('added')
    expect(game.finishedAt).toBeUndefined()
    expect(game.moves).toHaveLength(20)
    // The next player (20 % 6 = seat 2) writes on this device, into a box still open.
    const written = new Set(game.moves.filter((move) => move.player === 2).map((m) => m.box))
    const open = getVariant('yatzy').boxes.find((box) => !written.has(box.id))!
    const dice = [1, 2, 3, 4, 5]
    const score = scoreBox(gameRules('yatzy', game.options), open.id, dice)
    const next = await appendMove(game.id, game.revision, { player: 2, dice, box: open.id, score })
    expect(next.moves).toHaveLength(21)
  })

  it('adds a finished game with the same totals and places as the sender has', async () => {
    const sent = realisticGame('maxi-yatzy', 2)
    const { game } = await receiveGame(await throughLink(sent))
    expect(game.result).toEqual(sent.result)
    await expectResultsInSync()
  })

  it('adds nothing when the same link is opened twice', async () => {
    const received = await throughLink(realisticGame('yahtzee', 3))
    await receiveGame(received)
    const before = await dumpDatabase()
    expect((await receiveGame(received)).outcome).toBe('skipped')
    expect(await dumpDatabase()).toBe(before)
  })

  it('replaces an older copy with a newer one, never the other way round', async () => {
    const full = realisticGame('yatzy', 4)
    const half: PortableGame = {
      ...portableGame(full),
      moves: full.moves.slice(0, 45),
      updatedAt: full.moves[44]!.at,
      revision: 46,
    }
    delete half.finishedAt
    delete half.result
    await receiveGame(await throughLink(half))
    expect((await receiveGame(await throughLink(full))).outcome).toBe('updated')
    expect((await getGame(full.id))?.finishedAt).toBe(full.finishedAt)
    const before = await dumpDatabase()
    const older = await receiveGame(await throughLink(half))
    expect(older.outcome).toBe('skipped')
    expect(older.game.moves).toHaveLength(full.moves.length)
    expect(await dumpDatabase()).toBe(before)
  })

  it('refuses a game the rules do not allow, and stores nothing', async () => {
    const game = portableGame(realisticGame('yatzy', 5, 10))
    // Two moves into the same box: a well-formed link, but not a legal game.
    game.moves[6] = { ...game.moves[6]!, box: game.moves[0]!.box }
    const before = await dumpDatabase()
    const error = await receiveGame(await throughLink(game)).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ImportError)
    expect((error as ImportError).message).toMatch(/move 7/i)
    expect(await dumpDatabase()).toBe(before)
  })
})

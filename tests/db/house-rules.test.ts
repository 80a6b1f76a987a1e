/** Games under house rules: stored, backed up and handed off with their options; bad ones refused. */
import { beforeEach, describe, expect, it } from 'vitest'
import { appendMove, createGame, db, getGame, ImportError, type PortableGame } from '@/db'
import { parseBackup, type BackupFile } from '@/db/backup-api'
import { portableGame } from '@/db/derive'
import { handOffService } from '@/db/handoff'
import { RuleError, type TableOptions } from '@/rules'
import { decodeGameLink, encodeGameLink } from '@/share/game-link'
import { makeGame, seededRandom } from '../fixtures/games'
import { resetDatabase } from '../helpers/db'

const NOW = Date.UTC(2026, 10, 30, 12)
const HOUSE: TableOptions = {
  fullHouse: 25,
  upperBonus: { threshold: 70, value: 35 },
  extraAllAlike: 50,
  yatzyTieBreak: true,
}

const played = (options: TableOptions, seed = 3) =>
  portableGame(
    makeGame(seededRandom(seed), {
      variant: 'yatzy',
      players: ['Anna', 'Bo'],
      options,
      startAt: Date.UTC(2025, 5, 1),
    }),
  )

function fileText(games: PortableGame[]): string {
  const file: BackupFile = { format: 'yatzy-pad', version: 1, exportedAt: '2026-11-30', games }
  return JSON.stringify(file)
}

function importRefusal(games: PortableGame[]): ImportError {
  try {
    parseBackup(fileText(games), undefined, NOW)
  } catch (error) {
    if (error instanceof ImportError) return error
    throw error
  }
  throw new Error('the file was accepted')
}

beforeEach(resetDatabase)

describe('a new game under house rules', () => {
  it('keeps the house rules and scores by them', async () => {
    const game = await createGame({ variant: 'yatzy', players: ['Anna'], options: HOUSE })
    expect(game.options).toEqual(HOUSE)
    // 2-2-5-5-5 pays 25 in full house by this table (19 by the standard rule).
    const dice = [2, 2, 5, 5, 5]
    const next = await appendMove(game.id, game.revision, {
      player: 0,
      dice,
      box: 'full-house',
      score: 25,
    })
    expect((await getGame(next.id))!.moves[0]!.score).toBe(25)
  })

  it('refuses options the rules refuse, storing nothing', async () => {
    await expect(
      createGame({ variant: 'yatzy', players: ['Anna'], options: { fullHouse: 0 } }),
    ).rejects.toThrow(RuleError)
    expect(await db.games.count()).toBe(0)
  })

  it('still stores only the variant’s own older options', async () => {
    const game = await createGame({
      variant: 'yahtzee',
      players: ['Bo'],
      options: { fullStraight: 30 },
    })
    expect(game.options).toEqual({})
  })
})

describe('backups and links', () => {
  it('imports a house-rules game with its options and its own totals', () => {
    const game = played(HOUSE)
    const [imported] = parseBackup(fileText([game]), undefined, NOW)
    expect(imported!.options).toEqual(HOUSE)
    expect(imported!.result).toEqual(game.result)
  })

  it.each([
    [{ fullHouse: 0 }, 'options, fullHouse'],
    [{ joker: 'free' }, 'options, joker'],
    [{ upperBonus: { threshold: 200, value: 50 } }, 'options, upperBonus'],
    [{ houseRule: true }, 'options, houseRule'],
  ])('refuses a whole backup whose game has %j, naming the option', (options, where) => {
    const good = played({})
    const bad = { ...played({}, 4), options: options as TableOptions }
    const error = importRefusal([good, bad])
    expect(error.message).toContain(`Game 2, ${where}:`)
  })

  it('hands off a house-rules game through a link, rules and all', async () => {
    const sent = played(HOUSE)
    const received = await decodeGameLink(await encodeGameLink(sent))
    expect(received.options).toEqual(HOUSE)
    const { game } = await handOffService(db, () => NOW).receiveGame(received)
    expect(game.result).toEqual(sent.result)
  })

  it('a standard game’s link still carries only its options byte', async () => {
    const standard = played({ yatzyTieBreak: false })
    const house = { ...standard, options: { yatzyTieBreak: false, fullHouse: 25 } }
    const received = await decodeGameLink(await encodeGameLink(standard))
    expect(received.options).toEqual({ yatzyTieBreak: false })
    // The house rules travel as a few bytes of text more.
    const longer = (await encodeGameLink(house)).length - (await encodeGameLink(standard)).length
    expect(longer).toBeGreaterThan(0)
  })

  it('refuses a received game whose house rules are bad, naming the option', async () => {
    const sent = { ...played({}), options: { smallStraight: 2.5 } as TableOptions }
    const received = await decodeGameLink(await encodeGameLink(sent))
    await expect(handOffService(db, () => NOW).receiveGame(received)).rejects.toThrow(
      /options, smallStraight/,
    )
    expect(await db.games.count()).toBe(0)
  })
})

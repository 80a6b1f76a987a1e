import { describe, expect, it } from 'vitest'
import { portableGame } from '@/db/derive'
import type { PlayerKind, PortableGame } from '@/db'
import { decodeGameLink, encodeGameLink, gameLinkUrl, GameLinkError } from '@/share/game-link'
import { crc32, fromBase64Url, toBase64Url } from '@/share/bytes'
import { deflate } from '@/share/compression'
import { realisticGame, VARIANT_IDS } from '../fixtures/handoff-games'

/**
 * Links carry move times to the whole second and leave out the result (the receiver replays the
 * game for it); everything else exactly.
 */
function toTheSecond(game: PortableGame): PortableGame {
  const copy = portableGame(game)
  delete copy.result
  copy.moves = copy.moves.map((move) => ({ ...move, at: Math.floor(move.at / 1000) * 1000 }))
  return copy
}

describe('a game link', () => {
  for (const variant of VARIANT_IDS) {
    it(`carries a finished six-player ${variant} game whole`, async () => {
      const game = realisticGame(variant, 7)
      expect(game.finishedAt).toBeDefined()
      const decoded = await decodeGameLink(await encodeGameLink(game))
      expect(decoded).toEqual(toTheSecond(game))
    })

    it(`carries a six-player ${variant} game in progress, with its options, hints and hidden totals`, async () => {
      const base = realisticGame(variant, 8, 41)
      const game = {
        ...base,
        hints: true,
        hideTotals: true,
        options: { ...base.options, yatzyTieBreak: true },
      }
      const decoded = await decodeGameLink(await encodeGameLink(game))
      expect(decoded).toEqual(toTheSecond(game))
      expect(decoded.finishedAt).toBeUndefined()
      expect(decoded.moves).toHaveLength(41)
    })
  }

  it('carries typed scores, Maxi banked rolls, odd ids and a fixed 30-point full straight', async () => {
    const base = realisticGame('maxi-yatzy', 9, 7)
    const game: PortableGame = {
      ...portableGame(base),
      id: 'not_a-uuid',
      options: { fullStraight: 30 },
      players: base.players.map((player, seat) => ({ ...player, id: `p${seat}` })),
      moves: [
        { ...base.moves[0]!, dice: null, box: 'chance', score: 23, rollsUsed: 1 },
        ...base.moves.slice(1, 6),
        // The first turn banked two rolls: five are allowed now.
        { ...base.moves[6]!, rollsUsed: 5 },
      ],
    }
    const decoded = await decodeGameLink(await encodeGameLink(game))
    expect(decoded).toEqual(toTheSecond(game))
  })

  it('carries how each seat plays: computers at their level, dice in the app, real dice', async () => {
    const base = realisticGame('yatzy', 12, 20)
    const kinds: PlayerKind[] = [
      { computer: 'perfect' },
      { virtualDice: true },
      {},
      { computer: 'easy' },
    ]
    const game: PortableGame = {
      ...portableGame(base),
      players: base.players.map((player, seat) => ({ ...player, ...kinds[seat % kinds.length] })),
    }
    const decoded = await decodeGameLink(await encodeGameLink(game))
    expect(decoded.players.map(({ computer, virtualDice }) => ({ computer, virtualDice }))).toEqual(
      [
        { computer: 'perfect', virtualDice: undefined },
        { computer: undefined, virtualDice: true },
        { computer: undefined, virtualDice: undefined },
        { computer: 'easy', virtualDice: undefined },
        { computer: 'perfect', virtualDice: undefined },
        { computer: undefined, virtualDice: true },
      ],
    )
    expect(decoded).toEqual(toTheSecond(game))
  })

  it('still opens a link an earlier version made (format 1, everyone with real dice)', async () => {
    // Made by the format-1 encoder: Åsa and Bo; Åsa wrote 6 6 6 2 1 in Sixes, Bo typed 23 in Chance.
    const decoded = await decodeGameLink(
      'iwxgZGDgKTPUzcnMy9ZNT8xNbbgw9f8ew4bLfExMTAWGLIdbixOZCoyYnPKZWBnXM-iKMwAAeZyidw',
    )
    expect(decoded.id).toBe('v1-link-game')
    expect(decoded.players).toEqual([
      { id: 'p1', name: 'Åsa' },
      { id: 'p2', name: 'Bo' },
    ])
    expect(decoded.moves.map(({ dice, box, score }) => ({ dice, box, score }))).toEqual([
      { dice: [6, 6, 6, 2, 1], box: 'sixes', score: 18 },
      { dice: null, box: 'chance', score: 23 },
    ])
  })

  it('is a link to this app with the game in its fragment, made of URL-safe characters', async () => {
    const payload = await encodeGameLink(realisticGame('yatzy', 3))
    const url = gameLinkUrl('https://pad.example/app/#/game/x', payload)
    expect(url).toBe(`https://pad.example/app/#/receive/${payload}`)
    expect(payload).toMatch(/^[A-Za-z0-9_-]+$/)
  })
})

describe('a bad link', () => {
  async function expectRefused(payload: string, code: GameLinkError['code']) {
    const error: unknown = await decodeGameLink(payload).then(
      () => null,
      (reason: unknown) => reason,
    )
    expect(error, `payload ${payload.slice(0, 40)}`).toBeInstanceOf(GameLinkError)
    expect((error as GameLinkError).code).toBe(code)
    expect((error as GameLinkError).message).toMatch(/link/)
  }

  const flipChar = (text: string, at: number) =>
    text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1)

  it('is refused in every way it can be cut, altered or foreign', async () => {
    const good = await encodeGameLink(realisticGame('maxi-yatzy', 5))
    const foreign = btoa('hello, this is not a game')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
    const corpus: [string, GameLinkError['code']][] = [
      ['', 'not-a-link'],
      ['not a link!', 'not-a-link'],
      ['%2F%2Fabc', 'not-a-link'],
      [good.replace(/-/g, '+'), good.includes('-') ? 'not-a-link' : 'damaged'],
      [`${good}=`, 'not-a-link'],
      ['A'.repeat(20_000), 'not-a-link'],
      [good.slice(0, -1), 'damaged'],
      [good.slice(0, good.length / 2), 'damaged'],
      [good.slice(0, 12), 'damaged'],
      [good.slice(1), 'damaged'],
      [flipChar(good, 40), 'damaged'],
      [flipChar(good, good.length - 3), 'damaged'],
      [`${good}AAAA`, 'damaged'],
      [foreign, 'damaged'],
      ['AAAAAAAAAAAA', 'damaged'],
      ['AAAA', 'damaged'],
    ]
    for (const [payload, code] of corpus) await expectRefused(payload, code)
  })

  /** A well-framed link around other bytes: compressed, with a correct checksum. */
  async function framedLink(raw: Uint8Array): Promise<string> {
    const packed = await deflate(raw)
    const framed = new Uint8Array(packed.length + 4)
    framed.set(packed)
    new DataView(framed.buffer).setUint32(packed.length, crc32(packed))
    return toBase64Url(framed)
  }

  it('from a newer app says to update', async () => {
    await expectRefused(
      await framedLink(Uint8Array.from([0x59, 0x50, 9, 0, 0, 0, 0, 0, 0])),
      'newer-version',
    )
  })

  it('of another kind of data, even well framed, is not a game', async () => {
    const other = await framedLink(new TextEncoder().encode('{"format":"other"}'))
    await expectRefused(other, 'not-a-link')
  })

  it('cut inside its data, even well framed, is damaged', async () => {
    const { inflate } = await import('@/share/compression')
    const good = fromBase64Url(await encodeGameLink(realisticGame('yatzy', 2)))
    const raw = await inflate(good.subarray(0, good.length - 4), 1e6)
    await expectRefused(await framedLink(raw.subarray(0, raw.length - 5)), 'damaged')
  })
})

describe('a column game link (format 4)', () => {
  it('carries each move’s column, so the receiver counts Σ column × multiplier again', async () => {
    const at = 1_765_000_000_000
    const game: PortableGame = {
      id: '0f6b1c3e-6f7a-4b1e-9a53-2c4c3a3b9d10',
      variant: 'yatzy',
      options: { columns: [1, 2, 3] },
      players: [
        { id: 'p1', name: 'Anna' },
        { id: 'p2', name: 'Bo' },
      ],
      moves: [
        { player: 0, dice: [6, 6, 6, 6, 6], box: 'yatzy', score: 50, column: 2, at },
        { player: 1, dice: [2, 2, 5, 5, 5], box: 'full-house', score: 19, column: 1, at },
        { player: 0, dice: null, box: 'sixes', score: 24, column: 0, at },
      ],
      createdAt: at - 60_000,
      updatedAt: at,
      revision: 3,
    }
    const link = await encodeGameLink(game)
    const decoded = await decodeGameLink(link)
    expect(decoded).toEqual(toTheSecond(game))
    // Anna: 50 × 3 + 24 × 1 = 174; Bo: 19 × 2 = 38.
    const { deriveGame } = await import('@/db/figures')
    expect(deriveGame(decoded).totals.map((t) => t.total)).toEqual([174, 38])
    // The format byte says 4: an app from before columns refuses it as newer.
    const body = await decodeBodyVersion(link)
    expect(body).toBe(4)
  })

  it('carries the table’s row order, so the receiver’s sheet prints Chance last too', async () => {
    const game = { ...realisticGame('yatzy', 9), options: { chanceRow: 'last' as const } }
    const decoded = await decodeGameLink(await encodeGameLink(game))
    expect(decoded).toEqual(toTheSecond(game))
    const { deriveGame } = await import('@/db/figures')
    expect(deriveGame(decoded).rules.rows.at(-1)?.id).toBe('chance')
    expect(deriveGame(decoded).totals).toEqual(deriveGame({ ...decoded, options: {} }).totals)
  })
})

/** The format byte of a link's game: its third byte once inflated. */
async function decodeBodyVersion(link: string): Promise<number> {
  const bytes = fromBase64Url(link)
  const stream = new Blob([bytes.slice(0, -4) as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
  const body = new Uint8Array(await new Response(stream).arrayBuffer())
  return body[2]!
}

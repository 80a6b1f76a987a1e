import { describe, expect, it } from 'vitest'
import {
  LIVE_PROTOCOL_VERSION,
  MAX_GUEST_MESSAGE_BYTES,
  MAX_HOST_MESSAGE_BYTES,
  parseGuestMessage,
  parseHostMessage,
} from '@/live/protocol'
import { realisticGame } from '../fixtures/handoff-games'
import { finishedGameAt, seededRandom } from '../fixtures/games'

const FINGERPRINT = 'ab'.repeat(32)
const hello = {
  kind: 'hello',
  protocol: LIVE_PROTOCOL_VERSION,
  hostFingerprint: FINGERPRINT,
  guestId: 'guest-0001',
  name: 'Björn’s phone',
  seat: 1,
}
const writeRoll = {
  kind: 'request',
  id: 3,
  revision: 7,
  action: { type: 'write-roll', player: 1, box: 'fives', dice: [5, 5, 2, 5, 1] },
}

const reasonFor = (message: unknown) => {
  const outcome = parseGuestMessage(typeof message === 'string' ? message : JSON.stringify(message))
  return outcome.ok ? 'accepted' : outcome.reason
}

describe("a guest's message, as the host reads it", () => {
  it.each([
    ['a hello', hello],
    ['a hello naming its certificate', { ...hello, rejoinFingerprint: 'cd'.repeat(32) }],
    ['a roll written into a box', writeRoll],
    [
      'a score written box-first',
      { ...writeRoll, action: { type: 'write-score', player: 0, box: 'chance', score: 22 } },
    ],
    ['an undo', { ...writeRoll, action: { type: 'undo' } }],
    [
      'a correction by dice',
      {
        ...writeRoll,
        action: { type: 'correct', player: 0, box: 'ones', entry: { dice: [1, 1, 2, 3, 4] } },
      },
    ],
    [
      'a correction by score',
      { ...writeRoll, action: { type: 'correct', player: 0, box: 'ones', entry: { score: 3 } } },
    ],
    ['a ping', { kind: 'ping', nonce: 12 }],
  ])('takes %s', (_name, message) => {
    expect(reasonFor(message)).toBe('accepted')
  })

  it('refuses a message over the size limit before reading it', () => {
    const padded = { ...hello, name: 'x'.repeat(MAX_GUEST_MESSAGE_BYTES) }
    expect(reasonFor(padded)).toBe('too-large')
    // Counted in UTF-8: 3,000 dice faces are 9,000 bytes.
    expect(reasonFor(JSON.stringify({ ...hello, name: '⚀'.repeat(3000) }))).toBe('too-large')
  })

  it('refuses text that is not JSON', () => {
    expect(reasonFor('{"kind": "hello"')).toBe('not-json')
  })

  it.each([
    ['a kind no version has', { kind: 'reset-game' }],
    ['no kind', { seat: 1 }],
    ['a list', [1]],
    ['null', null],
    ['a kind inherited by every object', { kind: 'toString' }],
  ])('refuses %s as an unknown kind', (_name, message) => {
    expect(reasonFor(message)).toBe('unknown-kind')
  })

  it.each([
    ['a die showing 7', { ...writeRoll, action: { ...writeRoll.action, dice: [7, 5, 2, 5, 1] } }],
    ['four dice', { ...writeRoll, action: { ...writeRoll.action, dice: [5, 5, 2, 5] } }],
    ['no revision', { ...writeRoll, revision: undefined }],
    ['a negative revision', { ...writeRoll, revision: -1 }],
    ['an unknown action', { ...writeRoll, action: { type: 'delete-game' } }],
    ['a field the protocol does not have', { ...writeRoll, admin: true }],
    ['a "__proto__" field', JSON.parse(`{"kind":"ping","nonce":1,"__proto__":{"x":1}}`)],
    ['a player beyond the sixth', { ...writeRoll, action: { ...writeRoll.action, player: 6 } }],
    ['a fingerprint that is not hex', { ...hello, hostFingerprint: 'zz'.repeat(32) }],
    ['a guest id with a slash', { ...hello, guestId: '../../etc' }],
    ['a name over 40 characters', { ...hello, name: 'n'.repeat(41) }],
  ])('refuses %s as invalid', (_name, message) => {
    expect(reasonFor(message)).toBe('invalid-message')
  })
})

describe("the host's message, as a guest reads it", () => {
  const game = realisticGame('maxi-yatzy', 6)

  it('takes the state of a finished six-player Maxi Yatzy game', () => {
    const outcome = parseHostMessage(JSON.stringify({ kind: 'state', game }))
    expect(outcome.ok && outcome.message.kind === 'state' && outcome.message.game).toEqual(game)
  })

  it('takes a finished game under house rules as the host stores it, its kind included', () => {
    const options = { upperBonus: { threshold: 63, value: 35 }, fullHouse: 25 }
    const house = finishedGameAt(
      seededRandom(4),
      { variant: 'yatzy', options, players: ['Anna', 'Bo'] },
      1_700_000_000_000,
    )
    expect(house.kind).toBe('yatzy/{"fullHouse":25,"upperBonus":{"threshold":63,"value":35}}')
    const outcome = parseHostMessage(JSON.stringify({ kind: 'state', game: house }))
    expect(outcome.ok && outcome.message.kind === 'state' && outcome.message.game).toEqual(house)
  })

  it('refuses a game the backup schema would refuse', () => {
    const broken = { ...game, moves: [{ ...game.moves[0], dice: [9, 9, 9, 9, 9] }] }
    const outcome = parseHostMessage(JSON.stringify({ kind: 'state', game: broken }))
    expect(outcome).toMatchObject({ ok: false, reason: 'invalid-message' })
  })

  it('takes a code to rejoin by, and refuses one longer than any pairing code', () => {
    expect(parseHostMessage('{"kind":"rejoin","code":"UBB7005Z13"}')).toMatchObject({ ok: true })
    const long = JSON.stringify({ kind: 'rejoin', code: 'A'.repeat(500) })
    expect(parseHostMessage(long)).toMatchObject({ ok: false, reason: 'invalid-message' })
  })

  it('refuses a refusal with a reason the protocol does not have', () => {
    const outcome = parseHostMessage('{"kind":"refused","request":1,"reason":"because"}')
    expect(outcome).toMatchObject({ ok: false, reason: 'invalid-message' })
  })

  it('refuses a message over the size limit, and a guest-only kind', () => {
    const huge = JSON.stringify({
      kind: 'state',
      game: { ...game, id: 'x'.repeat(MAX_HOST_MESSAGE_BYTES) },
    })
    expect(parseHostMessage(huge)).toMatchObject({ ok: false, reason: 'too-large' })
    expect(parseHostMessage(JSON.stringify(hello))).toMatchObject({
      ok: false,
      reason: 'unknown-kind',
    })
  })
})

import { describe, expect, it } from 'vitest'
import { DRAFT_LIFETIME_MS, emptyDraft, readDraft } from '@/composables/useNewGameDraft'

const NOW = Date.UTC(2026, 11, 2, 20, 0)
const stored = (fields: Record<string, unknown>, savedAt = NOW - 60_000) =>
  JSON.stringify({ ...fields, savedAt })

describe('the New game draft read back from the device', () => {
  it('brings back the table as it was left', () => {
    const draft = readDraft(
      stored({
        variant: 'yahtzee',
        fullStraight: 30,
        yatzyTieBreak: true,
        hideTotals: true,
        players: ['Anna', 'Computer (Easy)', 'Bo'],
        computers: { 'computer (easy)': 'easy' },
        computerLevel: 'perfect',
        rollInApp: { bo: true },
      }),
      NOW,
    )
    expect(draft).toEqual({
      variant: 'yahtzee',
      options: { fullStraight: 30, yatzyTieBreak: true },
      houseRules: {},
      hideTotals: true,
      players: ['Anna', 'Computer (Easy)', 'Bo'],
      computers: { 'computer (easy)': 'easy' },
      computerLevel: 'perfect',
      rollInApp: { bo: true },
    })
  })

  it('brings back the options picked, kept under options since the house rules came', () => {
    const draft = readDraft(
      stored({ variant: 'maxi-yatzy', options: { fullStraight: 30, yatzyTieBreak: 'no' } }),
      NOW,
    )
    expect(draft.options).toEqual({ fullStraight: 30 })
  })

  it('brings back the house rules being set, each one the rules take, and drops the rest', () => {
    const draft = readDraft(
      stored({
        variant: 'yatzy',
        houseRules: { fullHouse: 25, smallStraight: -3, shoeSize: 44, joker: 'free' },
      }),
      NOW,
    )
    // Yatzy has no joker to set, a straight never pays less than nothing, shoes are not a rule.
    expect(draft.houseRules).toEqual({ fullHouse: 25 })
  })

  it('gives an empty form for nothing stored, a corrupt value, or a table left over half a day ago', () => {
    expect(readDraft(null, NOW)).toEqual(emptyDraft())
    expect(readDraft('{"players": ["Anna"', NOW)).toEqual(emptyDraft())
    expect(readDraft('["Anna"]', NOW)).toEqual(emptyDraft())
    expect(readDraft(JSON.stringify({ players: ['Anna'] }), NOW)).toEqual(emptyDraft())
    expect(readDraft(stored({ players: ['Anna'] }, NOW - DRAFT_LIFETIME_MS), NOW)).toEqual(
      emptyDraft(),
    )
    // A clock put back: a draft "saved" in the future is not trusted either.
    expect(readDraft(stored({ players: ['Anna'] }, NOW + 60_000), NOW)).toEqual(emptyDraft())
    expect(
      readDraft(stored({ players: ['Anna'] }, NOW - DRAFT_LIFETIME_MS + 1), NOW).players,
    ).toEqual(['Anna'])
  })

  it('keeps what can be trusted field by field and drops the rest', () => {
    const draft = readDraft(
      stored({
        variant: 'farkle',
        fullStraight: 25,
        yatzyTieBreak: 'yes',
        players: ['Anna', 42, 'anna', '', 'Bo', 'Cy', 'Dan', 'Eva', 'Frans', 'Gustav'],
        computers: { bo: 'grandmaster', cy: 'hard', nobody: 'easy' },
        computerLevel: 'expert',
        rollInApp: { anna: 'true', dan: true, nobody: true },
      }),
      NOW,
    )
    expect(draft).toEqual({
      ...emptyDraft(),
      // No duplicate (ignoring case), no empty name, at most six.
      players: ['Anna', 'Bo', 'Cy', 'Dan', 'Eva', 'Frans'],
      // Only known levels, and only for players on the list.
      computers: { cy: 'hard' },
      rollInApp: { dan: true },
    })
  })
})

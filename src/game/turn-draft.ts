/**
 * The roll being entered, kept per game in localStorage so a reload or a crash between entering
 * the dice and tapping a box loses nothing. It belongs to one turn: `moves` is how many moves the
 * game had when it was entered, and a draft for another turn is ignored.
 */
export interface TurnDraft {
  moves: number
  dice: number[]
  rollsUsed: number
  /** Virtual dice: the rolls so far and the places held. */
  rolls?: { dice: number[]; held: number[] }[]
  held?: number[]
}

const PREFIX = 'yatzy-pad.turn.'

function isDraft(value: unknown, diceCount: number): value is TurnDraft {
  if (typeof value !== 'object' || value === null) return false
  const draft = value as Record<string, unknown>
  return (
    Number.isInteger(draft.moves) &&
    Number.isInteger(draft.rollsUsed) &&
    Array.isArray(draft.dice) &&
    draft.dice.length <= diceCount &&
    draft.dice.every((face) => Number.isInteger(face) && face >= 1 && face <= 6) &&
    (draft.rolls === undefined || Array.isArray(draft.rolls)) &&
    (draft.held === undefined || Array.isArray(draft.held))
  )
}

export function loadDraft(gameId: string, moves: number, diceCount: number): TurnDraft | null {
  try {
    const raw = localStorage.getItem(PREFIX + gameId)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    return isDraft(parsed, diceCount) && parsed.moves === moves ? parsed : null
  } catch {
    return null
  }
}

export function saveDraft(gameId: string, draft: TurnDraft | null) {
  try {
    if (draft && draft.dice.length > 0) localStorage.setItem(PREFIX + gameId, JSON.stringify(draft))
    else localStorage.removeItem(PREFIX + gameId)
  } catch {
    // Storage refused (private mode): the draft lives for this visit only, the sheet is unaffected.
  }
}

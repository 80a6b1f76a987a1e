/** Dice typed or pasted as text, e.g. "22555" or "2 2 5 5 5": the faces in order, or why not. */
export type DiceParse =
  { ok: true; dice: number[] } | { ok: false; reason: 'face' | 'count'; value?: string }

export function parseDiceText(text: string, diceCount: number): DiceParse {
  const digits = text.replace(/[\s,.;-]+/g, '')
  const bad = digits.split('').find((ch) => !/[1-6]/.test(ch))
  if (bad !== undefined) return { ok: false, reason: 'face', value: bad }
  if (digits.length > diceCount) return { ok: false, reason: 'count' }
  return { ok: true, dice: digits.split('').map(Number) }
}

/** A roll being entered: whole faces 1–6, no more dice than the game rolls. */
export function isDiceEntry(faces: readonly number[], diceCount: number): boolean {
  return (
    faces.length <= diceCount &&
    faces.every((face) => Number.isInteger(face) && face >= 1 && face <= 6)
  )
}

import { getVariant, type BoxId, type Sheet, type VariantId } from '@/rules'
import type { BoxOffer } from './offers'

/** Why a Yahtzee roll's boxes are what they are: the joker rule, said before the player wonders. */
export type JokerNote = { kind: 'upper'; box: BoxId } | { kind: 'lower' } | null

/**
 * Five alike once the Yahtzee box is written is a joker (Yahtzee's rule): it must go in its own
 * upper box while that is open (the only box offered), else it pays full in any lower box. The
 * note names which, read from the boxes the rules left legal; with no lower box left, the plain
 * choice needs no note.
 */
export function jokerNote(
  variant: VariantId,
  sheet: Sheet,
  dice: readonly number[],
  offers: Partial<Record<BoxId, BoxOffer>> | undefined,
): JokerNote {
  const def = getVariant(variant)
  const alike = dice.length === def.diceCount && dice.every((face) => face === dice[0])
  if (!def.joker || !offers || !alike || sheet.scores[def.allAlikeBox] === undefined) return null
  // Forced order: boxes wait their turn whatever the roll; the order, not the joker, says where.
  if (Object.values(offers).some((offer) => offer?.locked)) return null
  const legal = Object.entries(offers)
    .filter(([, offer]) => offer?.legal)
    .map(([box]) => box as BoxId)
  const upper = def.boxes.find((box) => box.section === 'upper' && box.face === dice[0])
  if (upper && legal.length === 1 && legal[0] === upper.id) return { kind: 'upper', box: upper.id }
  const lowerOpen = def.boxes.some((box) => box.section === 'lower' && legal.includes(box.id))
  return lowerOpen ? { kind: 'lower' } : null
}

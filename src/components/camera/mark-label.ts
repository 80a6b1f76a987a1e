/** The face's label on the live picture: its font size, in the frame's pixels. */
export const MARK_LABEL_SIZE = 28
/** Room between a die's box and its label. */
const GAP = 6

/**
 * Where a die's face label stands (its baseline, in the frame's pixels): above the die's box, or,
 * where the die is at the top of the frame and the label would be cut off, inside the box's top.
 * Not below it: that is where the next die's label and box often are, and the label would seem
 * to name that die.
 */
export function markLabelY(die: { y: number; size: number }): number {
  const top = die.y - die.size / 2
  const above = top - GAP
  return above - MARK_LABEL_SIZE >= 0 ? above : Math.max(top, 0) + GAP + MARK_LABEL_SIZE
}

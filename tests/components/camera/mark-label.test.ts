import { describe, expect, it } from 'vitest'
import { MARK_LABEL_SIZE, markLabelY } from '@/components/camera/mark-label'

/** The label's top and bottom edges, for a baseline at y. */
const label = (y: number) => ({ top: y - MARK_LABEL_SIZE, bottom: y })
const box = (die: { y: number; size: number }) => ({
  top: die.y - die.size / 2,
  bottom: die.y + die.size / 2,
})

describe('the face label on the live picture', () => {
  it('stands just above a die in the middle of the frame', () => {
    const die = { y: 240, size: 80 }
    const { bottom } = label(markLabelY(die))
    expect(bottom).toBeLessThanOrEqual(box(die).top)
    expect(bottom).toBeGreaterThan(box(die).top - MARK_LABEL_SIZE)
  })

  it('stays inside the frame for a die at its top edge, inside that die’s own box', () => {
    const die = { y: 45, size: 80 }
    const { top, bottom } = label(markLabelY(die))
    expect(top).toBeGreaterThanOrEqual(box(die).top)
    expect(bottom).toBeLessThanOrEqual(box(die).bottom)
  })

  it('stays inside the frame for a die cut off by its top edge', () => {
    const die = { y: 20, size: 80 }
    expect(label(markLabelY(die)).top).toBeGreaterThanOrEqual(0)
  })
})

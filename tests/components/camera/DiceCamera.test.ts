import { describe, expect, it, vi } from 'vitest'
import DiceCamera from '@/components/camera/DiceCamera.vue'
import { mountWithApp } from '../../helpers/mount'
import type { DiceReading, DieReading } from '@/vision/types'

/** The camera's state as the view reads it, set by each test: no camera or reader runs here. */
const camera = vi.hoisted(() => ({
  reading: undefined as unknown,
  doubt: undefined as unknown,
  drop: undefined as unknown,
  add: undefined as unknown,
}))

vi.mock('@/composables/useDiceCamera', async () => {
  const { ref, shallowRef } = await import('vue')
  return {
    useDiceCamera: () => {
      const state = {
        status: ref('looking'),
        doubt: ref('extra'),
        reading: shallowRef<DiceReading | null>(null),
        frameSize: ref({ width: 640, height: 480 }),
        errorMessage: ref(''),
        paused: ref(false),
        start: vi.fn(),
        stop: vi.fn(),
        drop: vi.fn(),
        add: vi.fn(),
      }
      camera.reading = state.reading
      camera.doubt = state.doubt
      camera.drop = state.drop
      camera.add = state.add
      return state
    },
  }
})

const die = (face: DieReading['face'], x: number, doubted = false): DieReading => ({
  face,
  confidence: 0.99,
  x,
  y: 240,
  size: 60,
  ...(doubted ? { doubted } : {}),
})

async function showing(reading: DiceReading) {
  const { wrapper: view } = mountWithApp(DiceCamera, { props: { diceCount: 5 } })
  ;(camera.reading as { value: DiceReading }).value = reading
  ;(camera.doubt as { value: string }).value = reading.doubt ?? 'none'
  await view.vm.$nextTick()
  return view
}

describe('the camera says why it asks', () => {
  it('when more things than dice are found: how many, and marks the doubted ones to drop', async () => {
    const view = await showing({
      dice: [
        die(1, 60),
        die(2, 140),
        die(3, 220, true),
        die(4, 300),
        die(5, 380),
        die(6, 460),
        die(3, 540, true),
      ],
      others: [die(2, 600)],
      sure: false,
      doubt: 'extra',
    })
    expect(view.get('[role="status"]').text()).toBe(
      '7 things found, 5 dice needed — is something else in view? Tap what is not a die.',
    )
    const marks = view.findAll('button[aria-label^="Not a die"]')
    expect(marks.map((mark) => mark.attributes('aria-label'))).toEqual([
      'Not a die: drop the 3 marked here',
      'Not a die: drop the 3 marked here',
    ])
    // Over the doubted thing's place on the picture: x 540 of 640, 60 wide.
    expect(marks[1]!.attributes('style')).toContain('left: 79.69%')
    expect(marks[1]!.attributes('style')).toContain('width: 9.38%')
    await marks[1]!.trigger('click')
    expect(camera.drop).toHaveBeenCalledWith(expect.objectContaining({ face: 3, x: 540 }))
  })

  it('marks no thing to drop when the set is clear, and still offers the dice it found', async () => {
    const view = await showing({
      dice: [die(1, 60), die(2, 140), die(4, 300)],
      others: [die(6, 600)],
      sure: false,
      doubt: 'count',
    })
    expect(view.get('[role="status"]').text()).toBe('3 dice found, 5 needed')
    expect(view.findAll('button[aria-label^="Not a die"]')).toHaveLength(0)
    expect(view.findAll('button[aria-label^="Die "]')).toHaveLength(3)
  })

  it('when a roll is found short, marks each thing left out as a die to add', async () => {
    const view = await showing({
      dice: [die(1, 60), die(2, 140), die(4, 300), die(5, 380)],
      others: [die(6, 600)],
      sure: false,
      doubt: 'count',
    })
    expect(view.text()).toContain('Left out a die? Tap its dotted mark to add it.')
    const marks = view.findAll('button[aria-label^="A die"]')
    expect(marks.map((mark) => mark.attributes('aria-label'))).toEqual([
      'A die: add the 6 marked here',
    ])
    // Over the thing's place on the picture: x 600 of 640, 60 wide.
    expect(marks[0]!.attributes('style')).toContain('left: 89.06%')
    await marks[0]!.trigger('click')
    expect(camera.add).toHaveBeenCalledWith(expect.objectContaining({ face: 6, x: 600 }))
  })

  it('offers nothing to add when the roll has its dice, however many things are left out', async () => {
    const view = await showing({
      dice: [die(1, 60), die(2, 140), die(3, 220, true), die(4, 300), die(5, 380)],
      others: [die(6, 600)],
      sure: false,
      doubt: 'unclear',
    })
    expect(view.findAll('button[aria-label^="A die"]')).toHaveLength(0)
    expect(view.text()).not.toContain('Left out a die?')
  })

  it('offers no dice when it sees none', async () => {
    const view = await showing({
      dice: [],
      others: [die(2, 100), die(5, 300)],
      sure: false,
      doubt: 'count',
    })
    expect(view.get('[role="status"]').text()).toBe('Point the camera at the dice, from above.')
    expect(view.find('button.button:not(.dice-camera__close)').exists()).toBe(false)
    expect(view.text()).not.toContain('Use these dice')
  })

  it('frames a die green when the reader counts its face as clear, whatever its confidence says', async () => {
    const view = await showing({
      dice: [
        // Clear by its pips and three looks of four, though one look reads it at 0.6.
        { ...die(2, 140), confidence: 0.6, clear: true },
        // A large die at 0.95: under its bar, so it needs a check.
        { ...die(4, 300), confidence: 0.95, size: 90 },
        { ...die(5, 380, true), confidence: 0.5 },
      ],
      sure: false,
      doubt: 'unclear',
    })
    const frames = view.findAll('.dice-camera__marks g rect').map((rect) => rect.classes())
    expect(frames[0]).toContain('dice-camera__mark--sure')
    expect(frames[1]).toContain('dice-camera__mark--unsure')
    expect(frames[2]).toContain('dice-camera__mark--doubted')
  })

  it('when a roll of five is unclear, asks about the doubted die and takes the face tapped', async () => {
    const view = await showing({
      dice: [
        die(1, 60),
        die(2, 140),
        { ...die(3, 220, true), confidence: 0.6 },
        die(4, 300),
        die(5, 380),
      ],
      sure: false,
      doubt: 'unclear',
    })
    const question = view.get('[role="group"]')
    expect(question.text()).toContain(
      'Not sure of the die marked with a red dashed frame: it looks like a 3.',
    )
    // Tapping its mark must not drop a die that is only unclear.
    expect(view.findAll('button[aria-label^="Not a die:"]')).toHaveLength(0)
    await question.get('button[aria-label="It is a 5"]').trigger('click')
    expect(
      view.findAll('button[aria-label^="Die "]').map((b) => b.attributes('aria-label')),
    ).toEqual([
      'Die 1: 1, tap to change',
      'Die 2: 2, tap to change',
      'Die 3: 5, tap to change',
      'Die 4: 4, tap to change',
      'Die 5: 5, tap to change',
    ])
    expect(view.find('[role="group"]').exists()).toBe(false)
    await view.get('button.button:not(.dice-camera__close)').trigger('click')
    expect(view.emitted('read')).toEqual([[[1, 2, 5, 4, 5]]])
  })

  it('drops the doubted die when the player says it is not a die', async () => {
    const view = await showing({
      dice: [
        die(1, 60),
        die(2, 140),
        die(4, 300),
        die(5, 380),
        { ...die(6, 460, true), size: 130 },
      ],
      sure: false,
      doubt: 'unclear',
    })
    await view.get('[role="group"]').get('button.doubted-die__drop').trigger('click')
    expect(camera.drop).toHaveBeenCalledWith(expect.objectContaining({ face: 6, x: 460 }))
  })
})

import { onScopeDispose, ref, shallowRef, toValue, type MaybeRefOrGetter } from 'vue'
import type { DiceReading, DieReading, DoubtReason, Place } from '@/vision/types'
import type { VisionClient } from '@/vision/client'
import { nextFrame } from './rear-camera'
import { useRearCamera } from './useRearCamera'

/** Why the current frames are not yet a sure reading. */
export type CameraDoubt = DoubtReason | 'still' | 'none'

/** Frames are read at most this size: the reader works at half of it anyway. */
const FRAME_SIDE = 640
/** A reading fills the dice once this many frames in a row agree. */
export const STEADY_FRAMES = 3

function signature(reading: DiceReading): string {
  return reading.dice
    .map((d) => d.face)
    .sort()
    .join('')
}

/** Where a thing lies in the frame, as the reader is told of a tapped mark. */
const placeOf = ({ x, y, size }: DieReading): Place => ({ x, y, size })

/**
 * The rear camera read frame by frame, off the main thread. Frames stay in memory for the reading
 * only. `onRead` gets the faces once a sure reading has held for STEADY_FRAMES frames; then the
 * camera stops.
 */
export function useDiceCamera(options: {
  diceCount: MaybeRefOrGetter<5 | 6>
  onRead: (faces: number[]) => void
}) {
  const camera = useRearCamera()
  const { status, errorMessage } = camera
  const doubt = ref<CameraDoubt>('none')
  const reading = shallowRef<DiceReading | null>(null)
  const frameSize = ref({ width: 0, height: 0 })
  /** While the player corrects a die, the picture keeps playing but the reading holds still. */
  const paused = ref(false)
  /** Places the player tapped as "not a die": nothing found there counts from then on. */
  const dropped = shallowRef<Place[]>([])
  /** Places the player tapped as "a die" on a roll found short: what is there is one of its dice. */
  const taken = shallowRef<Place[]>([])

  let client: VisionClient | null = null
  let agreeing = 0
  let lastSignature = ''

  async function start(element: HTMLVideoElement) {
    if (!(await camera.open(element))) return
    const { createVisionClient } = await import('@/vision/client')
    if (camera.isClosed()) return stop()
    client = createVisionClient()
    status.value = 'looking'
    void loop()
  }

  async function loop() {
    while (!camera.isClosed() && client) {
      await nextFrame()
      if (camera.isClosed() || !client) return
      if (paused.value) continue
      const frame = camera.frame(FRAME_SIDE)
      if (!frame) continue
      let next: DiceReading
      try {
        next = await client.read(frame, {
          diceCount: toValue(options.diceCount),
          ignore: dropped.value,
          taken: taken.value,
        })
      } catch {
        if (camera.isClosed()) return
        continue
      }
      if (camera.isClosed() || paused.value) continue
      frameSize.value = { width: frame.width, height: frame.height }
      take(next)
    }
  }

  function take(next: DiceReading) {
    reading.value = next
    const now = signature(next)
    if (next.sure) {
      agreeing = now === lastSignature ? agreeing + 1 : 1
      doubt.value = agreeing > 1 || lastSignature === '' ? 'none' : 'still'
    } else {
      agreeing = 0
      const wanted = toValue(options.diceCount)
      // The right number of dice but a changing reading: the picture moves.
      doubt.value =
        next.dice.length === wanted && lastSignature.length === wanted && now !== lastSignature
          ? 'still'
          : (next.doubt ?? 'unclear')
    }
    lastSignature = now
    if (agreeing >= STEADY_FRAMES) {
      status.value = 'read'
      const faces = [...next.dice].sort((a, b) => a.x - b.x).map((d) => d.face)
      stop()
      options.onRead(faces)
    }
  }

  /** The player says a doubted thing is no die: drop it, and read again without it. */
  function drop(thing: DieReading) {
    dropped.value = [...dropped.value, placeOf(thing)]
    if (reading.value) {
      const { dice } = reading.value
      reading.value = { ...reading.value, dice: dice.filter((die) => die !== thing) }
    }
  }

  /**
   * The player says a thing left out of a roll found short is one of its dice: show it with the
   * roll's dice now, and take it in from every later reading.
   */
  function add(thing: DieReading) {
    taken.value = [...taken.value, placeOf(thing)]
    if (reading.value) {
      const { dice, others = [] } = reading.value
      reading.value = {
        ...reading.value,
        dice: [...dice, thing],
        others: others.filter((other) => other !== thing),
      }
    }
  }

  function stop() {
    camera.close()
    client?.dispose()
    client = null
  }

  onScopeDispose(stop)

  return {
    status,
    doubt,
    reading,
    frameSize,
    errorMessage,
    paused,
    dropped,
    taken,
    start,
    stop,
    drop,
    add,
  }
}

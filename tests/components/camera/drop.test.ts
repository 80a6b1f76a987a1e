import { effectScope } from 'vue'
import { describe, expect, it } from 'vitest'
import { useDiceCamera } from '@/composables/useDiceCamera'
import type { DieReading } from '@/vision/types'

const die = (face: DieReading['face'], x: number): DieReading => ({
  face,
  confidence: 0.99,
  x,
  y: 240,
  size: 60,
  doubted: true,
})

describe('dropping a thing the camera doubts, adding a die it left out', () => {
  it('takes it off the picture now and keeps its place from every later reading', () => {
    const scope = effectScope()
    const camera = scope.run(() => useDiceCamera({ diceCount: 5, onRead: () => {} }))!
    const key = die(3, 540)
    camera.reading.value = { dice: [die(1, 60), key], sure: false, doubt: 'extra' }
    camera.drop(key)
    expect(camera.reading.value.dice.map((d) => d.x)).toEqual([60])
    expect(camera.dropped.value).toEqual([{ x: 540, y: 240, size: 60 }])
    scope.stop()
  })

  it('adding a thing left out shows it with the dice now and takes its place in from then on', () => {
    const scope = effectScope()
    const camera = scope.run(() => useDiceCamera({ diceCount: 5, onRead: () => {} }))!
    const left = { ...die(6, 540), doubted: undefined }
    camera.reading.value = {
      dice: [die(1, 60), die(2, 140), die(3, 220), die(4, 300)],
      others: [left],
      sure: false,
      doubt: 'count',
    }
    camera.add(left)
    expect(camera.reading.value.dice.map((d) => d.x)).toEqual([60, 140, 220, 300, 540])
    expect(camera.reading.value.others).toEqual([])
    expect(camera.taken.value).toEqual([{ x: 540, y: 240, size: 60 }])
    scope.stop()
  })
})

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { damianTabPhotos, roboflowDice } from '../../scripts/vision/real-sets'

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })))

/** A Roboflow export with the given photos: file name (its copies share the part before `_jpg.rf.`) → YOLO label lines. */
function exportOf(parts: Record<string, Record<string, string>>): string {
  const root = mkdtempSync(join(tmpdir(), 'roboflow-'))
  folders.push(root)
  for (const [part, photos] of Object.entries(parts)) {
    mkdirSync(join(root, part, 'images'), { recursive: true })
    mkdirSync(join(root, part, 'labels'), { recursive: true })
    for (const [file, label] of Object.entries(photos)) {
      writeFileSync(join(root, part, 'images', file), '')
      writeFileSync(join(root, part, 'labels', file.replace(/\.jpg$/, '.txt')), label)
    }
  }
  return root
}

describe('the Roboflow dice photos, as the real-photo bench reads them', () => {
  it('keeps one copy of each photo and holds its valid and test photos out of training', () => {
    const root = exportOf({
      train: {
        'dice_1_jpg.rf.aaa.jpg': '0 0.5 0.5 0.1 0.1\n',
        'dice_1_jpg.rf.bbb.jpg': '0 0.5 0.5 0.1 0.1\n',
        'dice_2_jpg.rf.ccc.jpg': '5 0.2 0.3 0.1 0.1\n',
      },
      valid: { 'dice_3_jpg.rf.ddd.jpg': '1 0.5 0.5 0.1 0.1\n' },
      test: { 'dice_4_jpg.rf.eee.jpg': '2 0.5 0.5 0.1 0.1\n' },
    })
    const { heldOut, train } = roboflowDice(root)
    expect(train.map((photo) => photo.name)).toEqual(['train/dice_1', 'train/dice_2'])
    expect(heldOut.map((photo) => photo.name)).toEqual(['valid/dice_3', 'test/dice_4'])
    expect(train[1]!.dice).toEqual([{ face: 6, x: 0.2, y: 0.3, width: 0.1, height: 0.1 }])
  })

  it('undoes the stretch to a square: dice a third wider than tall were a 3:4 photo, a quarter narrower a 4:3 one', () => {
    const root = exportOf({
      valid: {
        'tall_jpg.rf.a.jpg': '0 0.5 0.5 0.04 0.03\n1 0.2 0.2 0.052 0.04\n',
        'wide_jpg.rf.b.jpg': '0 0.5 0.5 0.03 0.04\n',
        'square_jpg.rf.c.jpg': '0 0.5 0.5 0.04 0.04\n',
      },
    })
    const aspects = Object.fromEntries(
      roboflowDice(root).heldOut.map((photo) => [photo.name, photo.aspect]),
    )
    expect(aspects).toEqual({ 'valid/square': undefined, 'valid/tall': 3 / 4, 'valid/wide': 4 / 3 })
  })
})

describe("DamianTab's photos with the team's labels", () => {
  /** A folder holding empty stand-ins for the named photos. */
  function photosFolder(files: string[]): string {
    const root = mkdtempSync(join(tmpdir(), 'damiantab-'))
    folders.push(root)
    mkdirSync(join(root, 'myphotos'))
    for (const file of files) writeFileSync(join(root, 'myphotos', file), '')
    return root
  }
  const faces = (dice: { face?: number }[]) => dice.map((die) => die.face).sort()

  it('labels the rolls as the photos pose them: 1 to 5 in each roll of five, one 6 alone, three dice of alternate faces', () => {
    const all = damianTabPhotos(
      photosFolder(
        Array.from({ length: 80 }, (_, k) => `dice${String(k + 1).padStart(2, '0')}.jpg`),
      ),
    )
    expect(all).toHaveLength(80)
    expect(all.flatMap((photo) => photo.dice)).toHaveLength(240)
    const byNumber = (from: number, to: number) => all.slice(from - 1, to)
    for (const photo of byNumber(1, 25)) expect(faces(photo.dice)).toEqual([1, 2, 3, 4, 5])
    for (const photo of byNumber(26, 50)) expect(faces(photo.dice)).toEqual([6])
    for (const photo of byNumber(51, 60)) expect(faces(photo.dice)).toEqual([1, 2, 3])
    for (const photo of byNumber(61, 70)) expect(faces(photo.dice)).toEqual([4, 5, 6])
    for (const photo of byNumber(71, 75)) expect(faces(photo.dice)).toEqual([1, 3, 5])
    for (const photo of byNumber(76, 80)) expect(faces(photo.dice)).toEqual([2, 4, 6])
    // Every die's centre lies in the photo, and a die spans a tenth to a third of its width.
    for (const die of all.flatMap((photo) => photo.dice)) {
      expect(Math.min(die.x, die.y)).toBeGreaterThan(0)
      expect(Math.max(die.x, die.y)).toBeLessThan(1)
      expect(die.width).toBeGreaterThan(0.05)
      expect(die.width).toBeLessThan(0.45)
    }
  })

  it('gives only the photos on disk', () => {
    const photos = damianTabPhotos(photosFolder(['dice03.jpg', 'dice80.jpg']))
    expect(photos.map((photo) => photo.name)).toEqual(['dice03', 'dice80'])
  })
})

/**
 * Cuts prepare.ts's crops of one part's photos from a given one on, appending one photo at a time
 * (so a stopped run keeps what it cut): e.g. the train photos a stopped `train-dice.ts` cutting
 * never reached. Each photo is cut with the seed prepareCrops gives it, so the crops are the same.
 *
 * nice -n 19 npx tsx scripts/vision/cut-crops.ts --part train --from 2991 --out <file>
 *   [--data <folder>] [--to 100000]
 */
import { appendFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { toGray } from '../../src/vision/gray'
import { cropsOfPhoto, splitPhotos } from './prepare'
import { decodeJpeg } from './rune55'
import { stemHash } from './random'

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '/work/data/dice/rune55' },
    part: { type: 'string', default: 'train' },
    from: { type: 'string', default: '0' },
    to: { type: 'string', default: '100000' },
    out: { type: 'string' },
  },
})
if (!values.out) throw new Error('--out <file> is required')
if (values.part === 'test') throw new Error('the test stems are for measuring, never for training')
const photos = splitPhotos(values.data)[values.part as 'train' | 'valid']
const from = Number(values.from)
const to = Math.min(photos.length, Number(values.to))
writeFileSync(values.out, new Uint8Array(0))
let count = 0
for (let index = from; index < to; index++) {
  const photo = photos[index]!
  const records = cropsOfPhoto(
    toGray(decodeJpeg(photo.imagePath)),
    photo,
    stemHash(photo.imagePath) ^ index,
  )
  for (const record of records) appendFileSync(values.out, record)
  count += records.length
}
console.log(`${values.part}: photos ${from}–${to - 1} of ${photos.length}, ${count} crops`)

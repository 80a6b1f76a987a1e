/**
 * How long a hand-off link is and which QR code version carries it, for a full six-player game of
 * each variant (UUIDs, millisecond times). Run: npx tsx scripts/bench/handoff.ts
 */
import { encode } from 'uqr'
import { encodeGameLink, gameLinkUrl } from '../../src/share/game-link'
import { realisticGame, VARIANT_IDS } from '../../tests/fixtures/handoff-games'

/** The address `npm start` serves; a deployed origin adds or removes a few characters. */
const APP_ADDRESS = 'http://localhost:4173/'

const rows: string[] = [
  '| variant, 6 players, full game | link characters | QR version (ECC L) | QR version (ECC M) |',
]
rows.push('|---|---|---|---|')
for (const variant of VARIANT_IDS) {
  const lengths: number[] = []
  const versions: { L: number; M: number }[] = []
  for (let seed = 1; seed <= 5; seed++) {
    const url = gameLinkUrl(APP_ADDRESS, await encodeGameLink(realisticGame(variant, seed)))
    lengths.push(url.length)
    versions.push({ L: encode(url, { ecc: 'L' }).version, M: encode(url, { ecc: 'M' }).version })
  }
  const worst = Math.max(...lengths)
  const at = lengths.indexOf(worst)
  const least = Math.min(...lengths)
  const range = least === worst ? `${worst}` : `${least}–${worst}`
  rows.push(`| ${variant} | ${range} | ${versions[at]!.L} | ${versions[at]!.M} |`)
}
console.log(rows.join('\n'))

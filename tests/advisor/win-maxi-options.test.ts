import { describe, expect, it } from 'vitest'
import { createWinClient } from '../../src/advisor/win/win-client'
import { winService } from '../../src/advisor/win/win-worker-core'
import type { WinPosition } from '../../src/advisor/win/win-protocol'
import { fullStraightWithin, sheetWithOpen } from '../helpers/advisor'

// Anna has only the full straight left (nothing on her sheet, no rolls saved); Bo has finished
// on 10. Anna's expected final score is what the full straight pays × P(it within three rolls):
// 21 × 0.1968 = 4.13 or 30 × 0.1968 = 5.90.
const position: WinPosition = {
  sheets: [
    sheetWithOpen('maxi-yatzy', ['full-straight']),
    sheetWithOpen('maxi-yatzy', [], { chance: 10 }),
  ],
  nextPlayer: 0,
}
const expectedFor = (pays: 21 | 30) => pays * fullStraightWithin(3)

describe('win chances in Maxi Yatzy', () => {
  it('value the full straight as the game pays it, one worker serving both kinds of game', async () => {
    const service = winService()
    const ask = async (pays: 21 | 30) => {
      const answer = await service.handle({
        id: pays,
        variant: 'maxi-yatzy',
        options: { fullStraight: pays },
        positions: [position],
      })
      if (answer.type !== 'done') throw new Error(answer.message)
      return answer.chances[0]!
    }
    const at21 = await ask(21)
    const at30 = await ask(30)
    expect(at21.expected[0]).toBeCloseTo(expectedFor(21), 6)
    expect(at30.expected[0]).toBeCloseTo(expectedFor(30), 6)
  })

  it('are asked for with the game’s options by the client', async () => {
    const client = createWinClient()
    const game = { variant: 'maxi-yatzy', options: { fullStraight: 30 } } as const
    const [chances] = await client.compute(game, [position], () => undefined)
    client.dispose()
    expect(chances!.expected[0]).toBeCloseTo(expectedFor(30), 6)
  })
})

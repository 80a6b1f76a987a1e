import { describe, expect, it } from 'vitest'
import { replayGame } from '@/db'
import { getVariant, sheetTotals } from '@/rules'
import {
  paintPicture,
  PICTURE_WIDTH,
  sheetPicture,
  type DrawOp,
  type PictureCanvas,
  type PictureLabels,
} from '@/share/sheet-picture'
import { realisticGame, SIX_PLAYERS } from '../fixtures/handoff-games'

type TextOp = Extract<DrawOp, { kind: 'text' }>

function labelsFor(variant: Parameters<typeof getVariant>[0]): PictureLabels {
  return {
    title: 'Maxi Yatzy',
    date: 'Nov 30, 2026',
    boxes: Object.fromEntries(getVariant(variant).boxes.map((box) => [box.id, `[${box.name}]`])),
    upperSum: 'Sum',
    par: '± par',
    bonus: 'Bonus (84)',
    yahtzeeBonus: 'Yahtzee bonus',
    total: 'Total',
    place: 'Place',
    winner: 'Somebody wins!',
    footer: 'Yatzy Pad',
    houseRules: '',
  }
}

function pictureOf(seed: number) {
  const game = realisticGame('maxi-yatzy', seed)
  const state = replayGame(game)
  const picture = sheetPicture({ figures: state, players: SIX_PLAYERS }, labelsFor('maxi-yatzy'))
  const texts = picture.ops.filter((op): op is TextOp => op.kind === 'text')
  /** The row a label heads: the texts on its baseline, left to right, the label first. */
  const row = (label: string) => {
    const head = texts.find((op) => op.text === label)
    expect(head, `no row "${label}"`).toBeDefined()
    return texts
      .filter((op) => op.y === head!.y)
      .sort((a, b) => a.x - b.x)
      .map((op) => op.text)
  }
  return { game, state, picture, texts, row }
}

describe('the sheet as a picture', () => {
  it('holds every box, the sums, par, bonus, totals and places of all six players', () => {
    const { state, row } = pictureOf(11)
    const totals = state.sheets.map((sheet) => sheetTotals('maxi-yatzy', sheet))
    for (const box of getVariant('maxi-yatzy').boxes) {
      expect(row(`[${box.name}]`)).toEqual([
        `[${box.name}]`,
        ...state.sheets.map((sheet) => String(sheet.scores[box.id])),
      ])
    }
    expect(row('Sum')).toEqual(['Sum', ...totals.map((t) => String(t.upper))])
    expect(row('Bonus (84)')).toEqual(['Bonus (84)', ...totals.map((t) => String(t.bonus))])
    expect(row('± par')).toHaveLength(7)
    expect(row('Total')).toEqual(['Total', ...state.result!.totals.map(String)])
    expect(row('Place')).toEqual(['Place', ...state.result!.places.map((p) => `${p}.`)])
  })

  it('names the variant, the date, the players and who won', () => {
    const { state, texts } = pictureOf(12)
    const shown = texts.map((op) => op.text)
    expect(shown).toEqual(expect.arrayContaining(['Maxi Yatzy', 'Nov 30, 2026', 'Somebody wins!']))
    SIX_PLAYERS.forEach((name, seat) => {
      const star = state.result!.places[seat] === 1 ? '★ ' : ''
      expect(shown).toContain(`${star}${name}`)
    })
  })

  it('is 1080 px wide with text large enough to read there, all inside the picture', () => {
    const { picture, texts } = pictureOf(13)
    expect(picture.width).toBe(PICTURE_WIDTH)
    expect(PICTURE_WIDTH).toBe(1080)
    for (const op of texts) {
      expect(op.size).toBeGreaterThanOrEqual(26)
      expect(op.y).toBeLessThan(picture.height)
      const left =
        op.align === 'left'
          ? op.x
          : op.align === 'center'
            ? op.x - op.maxWidth / 2
            : op.x - op.maxWidth
      expect(left).toBeGreaterThanOrEqual(0)
      expect(left + op.maxWidth).toBeLessThanOrEqual(picture.width)
    }
  })

  it('paints every step on a canvas', () => {
    const { picture, texts } = pictureOf(14)
    const written: string[] = []
    let strokes = 0
    const canvas = {
      fillRect() {},
      fillText(text: string) {
        written.push(text)
      },
      beginPath() {},
      moveTo() {},
      lineTo() {},
      stroke() {
        strokes += 1
      },
    } as unknown as PictureCanvas
    paintPicture(canvas, picture)
    expect(written).toEqual(texts.map((op) => op.text))
    expect(strokes).toBe(picture.ops.filter((op) => op.kind === 'line').length)
  })
})

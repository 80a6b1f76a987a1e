import { describe, expect, it } from 'vitest'
import { deriveGame, replayGame } from '@/db'
import { pngText, withPngText } from '@/share/png-text'
import { getVariant, sheetTotals, type BoxId, type TableOptions } from '@/rules'
import {
  paintPicture,
  pictureRows,
  pictureText,
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
    columnTotal: 'Column total',
    multiplier: '× multiplier',
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

describe('a picture of a game under house rules', () => {
  it('is scored by the game’s rules and names them, in the file’s own words too', () => {
    // Yatzy, upper bonus 35 at 63, full house 25: one player, 63 up top and one full house.
    const moves = [
      [[1, 1, 1, 2, 3], 'ones', 3],
      [[2, 2, 2, 1, 3], 'twos', 6],
      [[3, 3, 3, 1, 2], 'threes', 9],
      [[4, 4, 4, 1, 2], 'fours', 12],
      [[5, 5, 5, 1, 2], 'fives', 15],
      [[6, 6, 6, 1, 2], 'sixes', 18],
      [[2, 2, 5, 5, 5], 'full-house', 25],
    ] as const
    const figures = deriveGame({
      variant: 'yatzy',
      options: { upperBonus: { threshold: 63, value: 35 }, fullHouse: 25 },
      players: [{ id: 'a', name: 'Anna' }],
      moves: moves.map(([dice, box, score]) => ({ player: 0, dice: [...dice], box, score, at: 0 })),
    })
    const labels = {
      ...labelsFor('yatzy'),
      bonus: 'Bonus (63)',
      houseRules: 'House rules: Bonus 35 at 63 · Full house 25',
    }
    const game = { figures, players: ['Anna'] }
    const texts = sheetPicture(game, labels).ops.flatMap((op) =>
      op.kind === 'text' ? [op.text] : [],
    )
    expect(texts).toContain('House rules: Bonus 35 at 63 · Full house 25')
    // Counted by hand: 63 + 35 + 25.
    const words = pictureText(game, labels)
    expect(words).toContain('Bonus (63): 35')
    expect(words).toContain('[Full house]: 25')
    expect(words).toContain('Total: 123')
    const png = withPngText(new Uint8Array(PNG_HEAD), 'Description', words)
    expect(pngText(png, 'Description')).toBe(words)
  })
})

describe('a column game as a picture', () => {
  it('shows each player’s columns side by side, each column’s total and multiplier, and the total', () => {
    // Counted by hand: left (×1) three of each face = 63 + bonus 50 = 113; middle (×2) Sixes 24 +
    // Yatzy 50 = 74; right (×3) Full house 2-2-5-5-5 = 19. Total 113 + 148 + 57 = 318.
    const moves: [number[], BoxId, number, number][] = [
      [[1, 1, 1, 2, 3], 'ones', 3, 0],
      [[2, 2, 2, 1, 3], 'twos', 6, 0],
      [[3, 3, 3, 1, 2], 'threes', 9, 0],
      [[4, 4, 4, 1, 2], 'fours', 12, 0],
      [[5, 5, 5, 1, 2], 'fives', 15, 0],
      [[6, 6, 6, 1, 2], 'sixes', 18, 0],
      [[6, 6, 6, 6, 1], 'sixes', 24, 1],
      [[4, 4, 4, 4, 4], 'yatzy', 50, 1],
      [[2, 2, 5, 5, 5], 'full-house', 19, 2],
    ]
    const figures = deriveGame({
      variant: 'yatzy',
      options: { columns: [1, 2, 3] },
      players: [{ id: 'a', name: 'Anna' }],
      moves: moves.map(([dice, box, score, column]) => ({
        player: 0,
        dice,
        box,
        score,
        column,
        at: 0,
      })),
    })
    const labels = { ...labelsFor('yatzy'), bonus: 'Bonus (63)' }
    const words = pictureText({ figures, players: ['Anna'] }, labels).split('\n')
    expect(words).toContain('[Sixes]: 18 · 24 · –')
    expect(words).toContain('[Yatzy]: – · 50 · –')
    expect(words).toContain('[Full house]: – · – · 19')
    expect(words).toContain('Sum: 63 · 24 · 0')
    expect(words).toContain('Bonus (63): 50 · 0 · 0')
    expect(words).toContain('Column total: 113 · 74 · 19')
    expect(words).toContain('× multiplier: ×1 · ×2 · ×3')
    expect(words).toContain('Total: 318')
  })
})

/** A PNG's signature and IHDR chunk (a 1×1 picture's), then IEND: where the text chunk goes. */
const PNG_HEAD = [
  137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0,
  0, 31, 21, 196, 137, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130,
]

describe('a picture in the table’s row order', () => {
  it('draws Chance as the last box row when the pad prints it last, with the same total', () => {
    // Yatzy: 3-3-3-1-2 in Threes (9), 6-6-6-5-5 in Full house (28), 6-5-4-4-4 in Chance (23).
    const game = (options: TableOptions) => ({
      figures: deriveGame({
        variant: 'yatzy',
        options,
        players: [{ id: 'a', name: 'Anna' }],
        moves: [
          { player: 0, dice: [3, 3, 3, 1, 2], box: 'threes', score: 9, at: 0 },
          { player: 0, dice: [6, 6, 6, 5, 5], box: 'full-house', score: 28, at: 0 },
          { player: 0, dice: [6, 5, 4, 4, 4], box: 'chance', score: 23, at: 0 },
        ],
      }),
      players: ['Anna'],
    })
    const labels = labelsFor('yatzy')
    const boxRows = (options: TableOptions) =>
      pictureRows(game(options), labels)
        .map((row) => row.label)
        .filter((label) => label.startsWith('['))
    expect(boxRows({ chanceRow: 'last' }).slice(-3)).toEqual([
      '[Full house]',
      '[Yatzy]',
      '[Chance]',
    ])
    expect(boxRows({}).slice(-3)).toEqual(['[Full house]', '[Chance]', '[Yatzy]'])
    for (const options of [{}, { chanceRow: 'last' as const }]) {
      expect(pictureText(game(options), labels)).toContain('Total: 60')
    }
  })
})

import type { BoxId, VariantId } from '@/rules'
import type { MessageKey } from '@/i18n'

/**
 * The Rules screen as data: for players, in their language, every sentence a message of the
 * `rulesBook` section (the boxes named as on the sheet), with worked examples. The formulas and
 * the exact specification are in docs/RULES.md, for the people who change the code.
 */

/** A block of a section: a paragraph, a worked example, a sub-heading, a list or a box table. */
export type RuleBlock =
  | { kind: 'paragraph'; text: MessageKey }
  | { kind: 'example'; text: MessageKey }
  | { kind: 'heading'; text: MessageKey }
  | { kind: 'list'; ordered: boolean; items: MessageKey[] }
  | { kind: 'boxes'; variant: TableVariant }

export interface RuleSection {
  /** A message, or the variant's own name. */
  title: MessageKey | { variant: VariantId }
  blocks: RuleBlock[]
}

/** The variants with a box table of their own (Forced Yatzy has Yatzy's boxes). */
export type TableVariant = 'yatzy' | 'maxi-yatzy' | 'yahtzee'

/**
 * A row of a box table: the box (Ones to Sixes share one row), what it counts, and a roll with
 * its score, counted by hand (tests/components/rules/rule-book.test.ts checks them against the
 * rules).
 */
export interface BoxRow {
  boxes: readonly BoxId[]
  counts: MessageKey
  dice: readonly number[]
  points: number
  /** For the shared upper row: the box the example is written in. */
  exampleBox?: BoxId
}

const UPPER: readonly BoxId[] = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes']
const upper = (dice: number[], points: number): BoxRow => ({
  boxes: UPPER,
  counts: 'rulesBook.box.upper',
  dice,
  points,
  exampleBox: 'threes',
})
const row = (box: BoxId, counts: MessageKey, dice: number[], points: number): BoxRow => ({
  boxes: [box],
  counts,
  dice,
  points,
})

export const BOX_ROWS: Record<TableVariant, readonly BoxRow[]> = {
  yatzy: [
    upper([3, 3, 3, 5, 6], 9),
    row('pair', 'rulesBook.box.pair', [3, 3, 5, 5, 6], 10),
    row('two-pairs', 'rulesBook.box.twoPairs', [3, 3, 5, 5, 6], 16),
    row('three-kind', 'rulesBook.box.threeKind', [5, 5, 5, 2, 6], 15),
    row('four-kind', 'rulesBook.box.fourKind', [4, 4, 4, 4, 1], 16),
    row('small-straight', 'rulesBook.box.smallStraight', [1, 2, 3, 4, 5], 15),
    row('large-straight', 'rulesBook.box.largeStraight', [2, 3, 4, 5, 6], 20),
    row('full-house', 'rulesBook.box.fullHouse', [2, 2, 5, 5, 5], 19),
    row('chance', 'rulesBook.box.chance', [1, 3, 4, 6, 6], 20),
    row('yatzy', 'rulesBook.box.fiveAlike50', [6, 6, 6, 6, 6], 50),
  ],
  'maxi-yatzy': [
    upper([3, 3, 3, 3, 5, 6], 12),
    row('pair', 'rulesBook.box.pair', [1, 3, 3, 5, 5, 6], 10),
    row('two-pairs', 'rulesBook.box.twoPairs', [2, 3, 3, 5, 5, 6], 16),
    row('three-pairs', 'rulesBook.box.threePairs', [1, 1, 3, 3, 6, 6], 20),
    row('three-kind', 'rulesBook.box.threeKind', [2, 2, 2, 5, 5, 5], 15),
    row('four-kind', 'rulesBook.box.fourKind', [4, 4, 4, 4, 1, 2], 16),
    row('five-kind', 'rulesBook.box.fiveKind', [3, 3, 3, 3, 3, 6], 15),
    row('small-straight', 'rulesBook.box.smallStraightMaxi', [1, 2, 3, 4, 5, 5], 15),
    row('large-straight', 'rulesBook.box.largeStraightMaxi', [2, 3, 4, 5, 6, 6], 20),
    row('full-straight', 'rulesBook.box.fullStraight', [1, 2, 3, 4, 5, 6], 21),
    row('full-house', 'rulesBook.box.fullHouseMaxi', [2, 2, 5, 5, 5, 6], 19),
    row('villa', 'rulesBook.box.villa', [2, 2, 2, 5, 5, 5], 21),
    row('tower', 'rulesBook.box.tower', [4, 4, 4, 4, 6, 6], 28),
    row('chance', 'rulesBook.box.chance', [1, 2, 3, 4, 6, 6], 22),
    row('maxi-yatzy', 'rulesBook.box.sixAlike100', [2, 2, 2, 2, 2, 2], 100),
  ],
  yahtzee: [
    upper([3, 3, 3, 5, 6], 9),
    row('three-kind', 'rulesBook.box.threeKindAll', [5, 5, 5, 2, 6], 23),
    row('four-kind', 'rulesBook.box.fourKindAll', [4, 4, 4, 4, 1], 17),
    row('full-house', 'rulesBook.box.fullHouse25', [2, 2, 5, 5, 5], 25),
    row('small-straight', 'rulesBook.box.smallStraight30', [1, 3, 4, 5, 6], 30),
    row('large-straight', 'rulesBook.box.largeStraight40', [1, 2, 3, 4, 5], 40),
    row('yahtzee', 'rulesBook.box.fiveAlike50', [3, 3, 3, 3, 3], 50),
    row('chance', 'rulesBook.box.chance', [1, 3, 4, 6, 6], 20),
  ],
}

const p = (text: MessageKey): RuleBlock => ({ kind: 'paragraph', text })
const example = (text: MessageKey): RuleBlock => ({ kind: 'example', text })
const heading = (text: MessageKey): RuleBlock => ({ kind: 'heading', text })
const list = (ordered: boolean, items: MessageKey[]): RuleBlock => ({
  kind: 'list',
  ordered,
  items,
})

/** The Rules screen, section by section: how a game goes, each variant, house rules. */
export const RULE_BOOK: readonly RuleSection[] = [
  {
    title: 'rulesBook.basics.title',
    blocks: [
      p('rulesBook.basics.turn'),
      p('rulesBook.basics.scratch'),
      p('rulesBook.basics.end'),
      p('rulesBook.basics.app'),
    ],
  },
  {
    title: { variant: 'yatzy' },
    blocks: [
      p('rulesBook.yatzy.intro'),
      { kind: 'boxes', variant: 'yatzy' },
      heading('rulesBook.bonusTitle'),
      p('rulesBook.yatzy.bonus'),
      example('rulesBook.yatzy.parExample'),
      heading('rulesBook.notesTitle'),
      list(false, [
        'rulesBook.yatzy.fiveAlike',
        'rulesBook.yatzy.secondYatzy',
        'rulesBook.yatzy.best',
        'rulesBook.yatzy.tieBreak',
      ]),
    ],
  },
  {
    title: { variant: 'forced-yatzy' },
    blocks: [
      p('rulesBook.forced.order'),
      p('rulesBook.forced.bonus'),
      example('rulesBook.forced.example'),
    ],
  },
  {
    title: { variant: 'maxi-yatzy' },
    blocks: [
      p('rulesBook.maxi.intro'),
      { kind: 'boxes', variant: 'maxi-yatzy' },
      heading('rulesBook.bonusTitle'),
      p('rulesBook.maxi.bonus'),
      example('rulesBook.maxi.example'),
      heading('rulesBook.maxi.savedTitle'),
      p('rulesBook.maxi.saved'),
      p('rulesBook.maxi.fullStraight'),
    ],
  },
  {
    title: { variant: 'yahtzee' },
    blocks: [
      p('rulesBook.yahtzee.intro'),
      { kind: 'boxes', variant: 'yahtzee' },
      heading('rulesBook.bonusTitle'),
      p('rulesBook.yahtzee.bonus'),
      heading('rulesBook.yahtzee.bonusTitle'),
      p('rulesBook.yahtzee.extra'),
      heading('rulesBook.yahtzee.jokerTitle'),
      p('rulesBook.yahtzee.joker'),
      list(true, [
        'rulesBook.yahtzee.joker1',
        'rulesBook.yahtzee.joker2',
        'rulesBook.yahtzee.joker3',
      ]),
      p('rulesBook.yahtzee.jokerApp'),
    ],
  },
  {
    title: 'rulesBook.house.title',
    blocks: [
      p('rulesBook.house.intro'),
      list(false, [
        'rulesBook.house.bonus',
        'rulesBook.house.fullHouse',
        'rulesBook.house.straights',
        'rulesBook.house.ofAKind',
        'rulesBook.house.allAlike',
        'rulesBook.house.joker',
        'rulesBook.house.twoPairs',
        'rulesBook.house.forcedOrder',
        'rulesBook.house.rowOrder',
      ]),
    ],
  },
]

/** The boxes the texts name, by the placeholder they use ({sixes}, {fullHouse}, {yatzyBox} …). */
export const NAMED_BOXES: Record<string, BoxId> = {
  ones: 'ones',
  twos: 'twos',
  threes: 'threes',
  fours: 'fours',
  fives: 'fives',
  sixes: 'sixes',
  pair: 'pair',
  twoPairs: 'two-pairs',
  threeKind: 'three-kind',
  fourKind: 'four-kind',
  smallStraight: 'small-straight',
  largeStraight: 'large-straight',
  fullStraight: 'full-straight',
  fullHouse: 'full-house',
  chance: 'chance',
  yatzyBox: 'yatzy',
  yahtzeeBox: 'yahtzee',
}

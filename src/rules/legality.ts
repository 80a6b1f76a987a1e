import { checkColumn, columnLegalBoxes, columnSheets, earnsColumnExtra, withColumn } from './columns'
import { assertDice, countsSum, faceCounts } from './dice'
import { RuleError } from './errors'
import {
  countsExtraAllAlikes,
  earnsExtraAllAlike,
  isJokerRoll,
  jokerBoxes,
  jokerOrPlain,
} from './joker'
import { getBox } from './registry'
import { boxValues } from './possible-scores'
import { gameRules, rulesOf, type GameRules, type RulesArg } from './game-rules'
import type { TableOptions } from './types'
import type { BoxDef, BoxId, ScoredBox, Sheet, TableRules, VariantDef } from './types'

/**
 * What a write needs beyond the rules and the dice. The table's options are never here: they are
 * in the GameRules (a spread of options into this object is a type error, not silently ignored).
 */
export type WriteOptions = {
  /** Maxi Yatzy: how many rolls this turn took (1 … 3 + bank); 3 when not given. */
  rollsUsed?: number
  /** A column game: the column (from 0) the box is in. */
  column?: number
} & { [K in Exclude<keyof TableOptions, 'columns'>]?: never }

export function openBoxes(variant: VariantDef, sheet: Sheet): BoxDef[] {
  return variant.boxes.filter((box) => sheet.scores[box.id] === undefined)
}

/** Whether every box is written. */
export function isSheetFull(rules: RulesArg, sheet: Sheet): boolean {
  const { variant, columns } = rulesOf(rules)
  if (columns) return columnSheets(sheet).every((column) => isSheetFull(oneColumn(rules), column))
  return openBoxes(variant, sheet).length === 0
}

/**
 * The boxes a turn may end in before the dice are known: every open box, or under forced order
 * only the next one. The dice can narrow this further (Yahtzee's joker): see legalBoxes.
 */
export function writableBoxes(rules: RulesArg, sheet: Sheet): BoxId[] {
  const { variant, table, columns } = rulesOf(rules)
  if (columns) {
    // A column game: a box is writable while any column has it open.
    const open = columnSheets(sheet).map((column) => writableBoxes(oneColumn(rules), column))
    return variant.boxes.map((box) => box.id).filter((id) => open.some((ids) => ids.includes(id)))
  }
  const open = openBoxes(variant, sheet).map((box) => box.id)
  return table.forcedOrder ? open.slice(0, 1) : open
}

/** What the dice are worth in that box by the table's rules (no joker, no sheet). */
export function scoreBox(rules: RulesArg, box: BoxId, dice: readonly number[]): number {
  const { variant, table } = rulesOf(rules)
  const def = getBox(variant, box)
  assertDice(variant, dice)
  const counts = faceCounts(dice)
  return def.score(counts, countsSum(counts), table)
}

/** Every box this roll may be written in now (order and joker rules applied), with its value. */
export function legalBoxes(rules: RulesArg, sheet: Sheet, dice: readonly number[]): ScoredBox[] {
  const game = rulesOf(rules)
  if (game.columns) {
    assertDice(game.variant, dice)
    const counts = faceCounts(dice)
    return columnLegalBoxes(game, sheet, counts, countsSum(counts))
  }
  return legalIn(game.variant, game.table, sheet, dice)
}

function legalIn(
  variant: VariantDef,
  rules: TableRules,
  sheet: Sheet,
  dice: readonly number[],
): ScoredBox[] {
  assertDice(variant, dice)
  const counts = faceCounts(dice)
  const sum = countsSum(counts)
  const open = openBoxes(variant, sheet)
  if (open.length === 0) return []
  const joker = isJokerRoll(variant, rules, sheet, counts)
  // Forced order leaves the joker one box, the next: there it pays as a joker (docs/RULES.md).
  if (rules.forcedOrder) return [jokerOrPlain(open[0]!, joker, counts, sum, rules)]
  if (joker) return jokerBoxes(variant, rules, open, counts, sum)
  return open.map((box) => ({ box: box.id, score: box.score(counts, sum, rules) }))
}

function assertWritable(variant: VariantDef, rules: TableRules, sheet: Sheet, def: BoxDef): void {
  const open = openBoxes(variant, sheet)
  if (open.length === 0) {
    throw new RuleError('sheet-full', 'This sheet is full: every box is written.')
  }
  if (sheet.scores[def.id] !== undefined) {
    throw new RuleError('box-closed', `${def.name} is already written (${sheet.scores[def.id]}).`, {
      box: def.id,
      score: sheet.scores[def.id]!,
    })
  }
  if (rules.forcedOrder && open[0]!.id !== def.id) {
    throw new RuleError(
      'forced-order',
      `This game fills the boxes in order: this turn goes into ${open[0]!.name}.`,
      { box: def.id, next: open[0]!.id },
    )
  }
}

function nextSavedRolls(
  variant: VariantDef,
  sheet: Sheet,
  rollsUsed: number | undefined,
): number | undefined {
  if (!variant.savedRolls) return sheet.savedRolls
  const bank = sheet.savedRolls ?? 0
  const used = rollsUsed ?? variant.rollsPerTurn
  const most = variant.rollsPerTurn + bank
  if (!Number.isInteger(used) || used < 1 || used > most) {
    throw new RuleError(
      'rolls-used',
      `A turn uses 1 to ${most} rolls (${variant.rollsPerTurn} plus ${bank} saved); ${used} is not possible.`,
      { used, most },
    )
  }
  return bank + variant.rollsPerTurn - used
}

/** Builds a sheet without undefined counters, so stored and exported sheets stay minimal. */
function makeSheet(
  scores: Sheet['scores'],
  savedRolls: number | undefined,
  yahtzeeBonuses: number | undefined,
): Sheet {
  const next: Sheet = { scores }
  if (yahtzeeBonuses !== undefined) next.yahtzeeBonuses = yahtzeeBonuses
  if (savedRolls !== undefined) next.savedRolls = savedRolls
  return next
}

/** A new sheet with the roll written in the box; throws a RuleError on an illegal move. */
export function writeBox(
  game: RulesArg,
  sheet: Sheet,
  dice: readonly number[],
  box: BoxId,
  { rollsUsed, column }: WriteOptions = {},
): Sheet {
  const { variant, table: rules } = rulesOf(game)
  if (rulesOf(game).columns) return writeBoxInColumn(rulesOf(game), sheet, dice, box, column)
  const def = getBox(variant, box)
  assertDice(variant, dice)
  assertWritable(variant, rules, sheet, def)
  const legal = legalIn(variant, rules, sheet, dice)
  const choice = legal.find((entry) => entry.box === box)
  if (!choice) {
    const allowed = legal.map((entry) => getBox(variant, entry.box).name).join(', ')
    throw new RuleError(
      'joker-order',
      `Joker rule: five alike with the ${getBox(variant, variant.allAlikeBox).name} box filled may only go into ${allowed}.`,
      { box, allowed: legal.map((entry) => entry.box).join(',') },
    )
  }
  const savedRolls = nextSavedRolls(variant, sheet, rollsUsed)
  const earnsExtra = earnsExtraAllAlike(variant, rules, sheet, faceCounts(dice))
  const bonuses = countsExtraAllAlikes(variant, rules)
    ? (sheet.yahtzeeBonuses ?? 0) + (earnsExtra ? 1 : 0)
    : undefined
  return makeSheet({ ...sheet.scores, [box]: choice.score }, savedRolls, bonuses)
}

/**
 * A new sheet with a number written straight into a box (a correction typed as a number, not dice).
 * The number must be one the box can hold; no extra all-alike can be earned this way.
 */
export function writeScore(
  game: RulesArg,
  sheet: Sheet,
  box: BoxId,
  score: number,
  { rollsUsed, column }: WriteOptions = {},
): Sheet {
  const { variant, table: rules } = rulesOf(game)
  if (rulesOf(game).columns) {
    // A typed score in a column is a one-sheet write there: no extra can be earned this way.
    const at = checkColumn(rulesOf(game), column)
    const one = columnSheets(sheet)[at]!
    return withColumn(sheet, at, writeScore(oneColumn(game), one, box, score))
  }
  const def = getBox(variant, box)
  assertWritable(variant, rules, sheet, def)
  const values = boxValues(game, box)
  if (!Number.isInteger(score) || !values.has(score)) {
    throw new RuleError('impossible-score', `${def.name} cannot hold ${score}.`, {
      box,
      score,
    })
  }
  const savedRolls = nextSavedRolls(variant, sheet, rollsUsed)
  const bonuses = countsExtraAllAlikes(variant, rules) ? (sheet.yahtzeeBonuses ?? 0) : undefined
  return makeSheet({ ...sheet.scores, [box]: score }, savedRolls, bonuses)
}

/** The rules a single column is written by: the game's, without its columns. */
export function oneColumn(game: RulesArg): GameRules {
  const { variant, options } = rulesOf(game)
  return gameRules(variant.id, { ...options, columns: undefined })
}

/** A column game's write from dice: the column's box, and an extra all-alike where it pays. */
function writeBoxInColumn(
  rules: GameRules,
  sheet: Sheet,
  dice: readonly number[],
  box: BoxId,
  column: number | undefined,
): Sheet {
  const { variant } = rules
  const def = getBox(variant, box)
  assertDice(variant, dice)
  const at = checkColumn(rules, column)
  const one = columnSheets(sheet)[at]!
  assertWritable(variant, rules.table, one, def)
  const counts = faceCounts(dice)
  const legal = columnLegalBoxes(rules, sheet, counts, countsSum(counts))
  const choice = legal.find((entry) => entry.box === box && entry.column === at)
  if (!choice) {
    const allowed = [...new Set(legal.map((entry) => getBox(variant, entry.box).name))].join(', ')
    throw new RuleError(
      'joker-order',
      `Joker rule: five alike with every ${getBox(variant, variant.allAlikeBox).name} box and its face's boxes filled may only go into ${allowed}.`,
      { box, allowed: [...new Set(legal.map((entry) => entry.box))].join(',') },
    )
  }
  const extra = earnsColumnExtra(rules, sheet, counts, choice.score) ? 1 : 0
  const next: Sheet = { scores: { ...one.scores, [box]: choice.score } }
  if (one.yahtzeeBonuses !== undefined) next.yahtzeeBonuses = one.yahtzeeBonuses + extra
  return withColumn(sheet, at, next)
}

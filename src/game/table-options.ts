import { getVariant, type TableOptions, type VariantId } from '@/rules'

type OptionKey = keyof TableOptions

/** One choice a table makes before the first roll: the option and the values it can take. */
export interface TableOptionChoice<K extends OptionKey = OptionKey> {
  key: K
  values: readonly NonNullable<TableOptions[K]>[]
}

const choice = <K extends OptionKey>(
  key: K,
  values: readonly NonNullable<TableOptions[K]>[],
): TableOptionChoice<K> => ({ key, values })

/** Every choice the rules leave to the table, with its values, the standard one first. */
const CHOICES: readonly TableOptionChoice[] = [
  choice('fullStraight', [21, 30]),
  choice('yatzyTieBreak', [false, true]),
]

/** Every option a table can choose, whichever variant declares it. */
export const TABLE_OPTION_KEYS: readonly OptionKey[] = CHOICES.map(({ key }) => key)

/** The choices a variant leaves to the table: those its rules declare (its default options). */
export function tableOptionChoices(variant: VariantId): TableOptionChoice[] {
  const declared = getVariant(variant).defaultOptions
  return CHOICES.filter(({ key }) => key in declared)
}

/** Whether `value` is one the option can take. */
export function isOptionValue(key: OptionKey, value: unknown): boolean {
  const known = CHOICES.find((c) => c.key === key)
  return known !== undefined && (known.values as readonly unknown[]).includes(value)
}

/**
 * The options a game of this variant starts with: for each choice its rules declare, the table's
 * pick if it made one, else the rule book's; picks for other variants' options are left out.
 */
export function optionsFor(variant: VariantId, picked: TableOptions): TableOptions {
  const declared = getVariant(variant).defaultOptions
  const options: Record<string, unknown> = {}
  for (const { key } of tableOptionChoices(variant)) {
    const value = picked[key]
    options[key] = value !== undefined && isOptionValue(key, value) ? value : declared[key]
  }
  return options as TableOptions
}

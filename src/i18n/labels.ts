import type { BoxId, TableOptions, VariantId } from '@/rules'
import type { PlayerKind } from '@/players/kinds'
import { useI18n, type Translator } from './runtime'
import { defaultComputerNameSuffix } from './computer-names'

/** Box and variant names in the language shown: the one place their message keys are built. */
export interface Labels {
  boxName(box: BoxId): string
  /** A box's name when `value` is a box id the messages know (from a stored problem, say). */
  knownBoxName(value: string): string | undefined
  variantName(variant: VariantId): string
  /**
   * A game's name: its variant's, or a column game's ("Triple Yatzy" for Yatzy's three columns
   * ×1 ×2 ×3, "Yatzy · ×1 ×2" for a table's own columns).
   */
  gameName(game: { variant: VariantId; options: TableOptions }): string
  /** One line on the variant's rules, as the new-game screen shows under its name. */
  variantDescription(variant: VariantId): string
  /** A player's name as shown: a computer's name from New game in the language shown. */
  playerName(player: { name: string } & PlayerKind): string
}

/** The labels a translator gives; components call useLabels() instead. */
export function labelsOf({ t, te }: Pick<Translator, 't' | 'te'>): Labels {
  return {
    boxName: (box) => t(`box.${box}`),
    knownBoxName: (value) => {
      const key = `box.${value}`
      return te(key) ? t(key) : undefined
    },
    variantName: (variant) => t(`variant.${variant}.name`),
    gameName: ({ variant, options }) => {
      const columns = options.columns
      if (!columns) return t(`variant.${variant}.name`)
      const triple = columns.join(' ') === '1 2 3' && (variant === 'yatzy' || variant === 'yahtzee')
      if (triple) return t(`gameType.triple-${variant}.name`)
      const multipliers = columns.map((m) => `×${m}`).join(' ')
      return t('columns.gameName', { variant: t(`variant.${variant}.name`), multipliers })
    },
    variantDescription: (variant) => t(`variant.${variant}.description`),
    playerName: ({ name, computer }) => {
      const suffix = computer ? defaultComputerNameSuffix(name, computer) : null
      if (!computer || suffix === null) return name
      return t('computer.name', { level: t(`computer.level.${computer}`) }) + suffix
    },
  }
}

/** Box and variant names for a component's setup; they follow the language as it changes. */
export function useLabels(): Labels {
  return labelsOf(useI18n())
}

import { useI18n, useLabels, type MessageKey } from '@/i18n'
import type { GameRules } from '@/rules'

const CHOICES: Record<string, MessageKey> = {
  matching: 'houseRules.ofAKindMatching',
  'all-dice': 'houseRules.ofAKindAll',
  forced: 'houseRules.jokerForced',
  free: 'houseRules.jokerFree',
  none: 'houseRules.jokerNone',
}

/**
 * A game's house rules in a line the table reads at a glance ("Full house 25 · bonus 35 at 63"),
 * or '' for the rule book's own rules.
 */
export function useHouseRulesText() {
  const { t } = useI18n()
  const { boxName } = useLabels()

  return (rules: GameRules): string => {
    const own = rules.house
    const allAlike = boxName(rules.variant.allAlikeBox)
    const parts: string[] = []
    if (own.upperBonus) parts.push(t('houseRules.summaryBonus', { ...own.upperBonus }))
    if (own.fullHouse !== undefined) {
      parts.push(
        `${boxName('full-house')} ${own.fullHouse === 'sum' ? t('houseRules.fullHouseSum') : own.fullHouse}`,
      )
    }
    if (own.smallStraight !== undefined)
      parts.push(`${boxName('small-straight')} ${own.smallStraight}`)
    if (own.largeStraight !== undefined)
      parts.push(`${boxName('large-straight')} ${own.largeStraight}`)
    if (own.ofAKind) parts.push(`${t('houseRules.ofAKind')} ${t(CHOICES[own.ofAKind]!)}`)
    if (own.allAlike !== undefined) parts.push(`${allAlike} ${own.allAlike}`)
    if (own.extraAllAlike !== undefined)
      parts.push(`${t('houseRules.extraAllAlike', { box: allAlike })} ${own.extraAllAlike}`)
    if (own.joker)
      parts.push(`${t('houseRules.joker', { box: allAlike })}: ${t(CHOICES[own.joker]!)}`)
    if (own.twoPairsSameFace) parts.push(t('houseRules.twoPairsSameFace'))
    if (own.forcedOrder !== undefined)
      parts.push(t(own.forcedOrder ? 'houseRules.forcedOrder' : 'houseRules.anyOrder'))
    return parts.length === 0 ? '' : `${t('houseRules.label')}: ${parts.join(' · ')}`
  }
}

import { getVariant, isVariantId } from '@/rules'
import { useI18n, useLabels, type MessageKey } from '@/i18n'
import type { Problem } from '@/stores/problem'

/** The codes of a table option the rules refused (a house rule typed on New game, or carried in). */
const OPTION_CODES = new Set([
  'rule.invalid-option',
  'rule.unknown-option',
  'rule.option-not-for-variant',
])

export const isOptionProblem = (problem: Problem) => OPTION_CODES.has(problem.code)

/** Each option's question, as New game asks it. */
const QUESTIONS: Record<string, MessageKey> = {
  fullHouse: 'houseRules.fullHouse',
  smallStraight: 'houseRules.smallStraight',
  largeStraight: 'houseRules.largeStraight',
  ofAKind: 'houseRules.ofAKind',
  allAlike: 'houseRules.allAlike',
  extraAllAlike: 'houseRules.extraAllAlike',
  joker: 'houseRules.joker',
  twoPairsSameFace: 'houseRules.twoPairsSameFace',
  forcedOrder: 'houseRules.forcedOrder',
  fullStraight: 'newGame.fullStraight',
  yatzyTieBreak: 'newGame.tieBreak',
  columns: 'houseRules.columns',
  fullHouseRow: 'houseRules.rowPlace',
  chanceRow: 'houseRules.rowPlace',
}

/** What the option takes, by the kind the rules give, as a message with the question in it. */
const KINDS: Record<string, MessageKey> = {
  'whole-number': 'optionProblem.wholeNumber',
  'sum-or-whole-number': 'optionProblem.wholeNumber',
  either: 'optionProblem.either',
  choice: 'optionProblem.choice',
  'yes-no': 'optionProblem.yesNo',
  bonus: 'optionProblem.bonus',
  columns: 'optionProblem.columns',
}

/**
 * A refused table option in the player's language: the question as New game asks it ("Small
 * straight pays") and what it takes ("a whole number from 1 to 999"), never the option's key.
 */
export function useOptionProblemText() {
  const { t } = useI18n()
  const { boxName } = useLabels()

  function question({ option, part, variant }: Problem['params']): string {
    if (option === 'upperBonus') {
      if (part === 'threshold') return t('optionProblem.bonusNeeds')
      if (part === 'value') return t('optionProblem.bonusPays')
      return t('houseRules.upperBonus')
    }
    const key = typeof option === 'string' ? QUESTIONS[option] : undefined
    if (!key) return ''
    const box = isVariantId(variant) ? getVariant(variant).allAlikeBox : 'yatzy'
    // A row's place is asked by the row it moves.
    const row = option === 'fullHouseRow' ? 'full-house' : option === 'chanceRow' ? 'chance' : box
    return t(key, { box: boxName(row) })
  }

  return (problem: Problem): string => {
    const asked = question(problem.params)
    if (problem.code === 'rule.unknown-option' || !asked) return t('optionProblem.unknown')
    if (problem.code === 'rule.option-not-for-variant') {
      // Each option alone is a rule of this game; the two together are not.
      if (problem.params.with === 'forcedOrder') {
        return t('optionProblem.columnsForcedOrder', { forced: t('houseRules.forcedOrder') })
      }
      return t('optionProblem.notForGame', { question: asked })
    }
    const kind = KINDS[String(problem.params.kind)] ?? 'optionProblem.choice'
    const { least, most, multiplier } = problem.params
    return t(kind, {
      question: asked,
      least: least ?? '',
      most: most ?? '',
      multiplier: multiplier ?? '',
    })
  }
}

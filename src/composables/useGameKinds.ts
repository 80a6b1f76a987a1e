import { computed, onMounted, shallowRef } from 'vue'
import { compareKinds, finishedKinds, kindParts, type GameKind } from '@/db'
import { useI18n, useLabels } from '@/i18n'
import { VARIANTS, gameRules } from '@/rules'
import { useHouseRulesText } from './useHouseRulesText'

/**
 * A kind of game by name, as every statistics table and filter shows it: "Yatzy" for the rule
 * book's, "Yatzy (House rules: bonus 35 at 63 · Full house 25)" for one set of house rules.
 */
export function useKindName() {
  const { t } = useI18n()
  const { gameName } = useLabels()
  const houseRulesText = useHouseRulesText()
  return (kind: GameKind): string => {
    const { variant, houseRules } = kindParts(kind)
    const rules = houseRulesText(gameRules(variant, houseRules))
    const name = gameName({ variant, options: houseRules })
    return rules ? t('kinds.withHouseRules', { variant: name, rules }) : name
  }
}

/**
 * The kinds a filter offers: every variant by the rule book, and each set of house rules some
 * finished game was played by. Until those are read (or when they cannot be), the variants alone.
 */
export function useGameKinds() {
  const played = shallowRef<GameKind[]>([])
  onMounted(async () => {
    try {
      played.value = await finishedKinds()
    } catch {
      // The screen says why its games cannot be read; the filter keeps the variants.
    }
  })
  const kinds = computed(() =>
    [...new Set([...VARIANTS.map((v) => v.id), ...played.value])].sort(compareKinds),
  )
  return { kinds }
}

import type { useI18n } from '@/i18n'
import type { SeatStrength } from '@/composables/useSeatStrengths'

type Translate = ReturnType<typeof useI18n>['t']

/** What a seat's strength rests on, in a few words: "from 12 past games". */
export function strengthBasisText(t: Translate, strength: SeatStrength): string {
  const { basis } = strength
  if (basis.kind === 'computer') {
    return t('win.basisComputer', { level: t(`computer.level.${basis.level}`) })
  }
  if (basis.kind === 'history') return t('win.basisGames', { count: basis.games }, basis.games)
  return t('win.basisNew')
}

import { bonusOutlook, getVariant, ruleBook, type Sheet, type VariantId } from '../../rules'

/**
 * What the shape of the points still to come depends on most, beyond their mean: how many boxes
 * are open, whether the upper bonus is still in play (a 50- or 35-point coin), and the all-alike
 * box (open: a 50-point coin; Yahtzee holding 50: +100 for every further Yahtzee).
 */
export function residualKey(variant: VariantId, sheet: Sheet): string {
  const def = getVariant(variant)
  const open = def.boxes.filter((box) => sheet.scores[box.id] === undefined).length
  // The residual tables were measured under the rule book: their rows follow its bonus.
  const bonus = bonusOutlook(ruleBook(variant), sheet).status === 'possible' ? 'live' : 'settled'
  const alike = sheet.scores[def.allAlikeBox]
  const allAlike = alike === undefined ? 'open' : def.joker && alike > 0 ? 'bonus' : 'closed'
  return `${open}|${bonus}|${allAlike}`
}

/** The coarser key used when a state was too rare in the simulations for its own row. */
export function coarseKey(key: string): string {
  return key.split('|')[0]!
}

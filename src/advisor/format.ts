const costFormats = new Map<string, Intl.NumberFormat>()

/**
 * A cost as the UI shows it, in the language `locale`: "−3.4" in English, "−3,4" in Swedish and
 * German (always a true minus sign, U+2212, whatever the language's own), "+1.3" for a gain and
 * "0.0" for the best option (a cost that rounds to zero has no sign).
 */
export function formatCost(cost: number, locale = 'en', digits = 1): string {
  const id = `${locale} ${digits}`
  let format = costFormats.get(id)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: 'exceptZero',
    })
    costFormats.set(id, format)
  }
  return format.format(cost).replace('-', '\u2212')
}

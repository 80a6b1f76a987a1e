// The same named styles for every language: Intl fills in each locale's own order, month names,
// 24-hour clock and separators ("12 nov. 2025 14:05" in Swedish, "Nov 12, 2025, 02:05 PM" in English).
export const dateStyles = {
  short: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  date: { year: 'numeric', month: 'short', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

export const numberStyles = {
  integer: { maximumFractionDigits: 0 },
  /** Averages: one decimal, written with the locale's decimal sign. */
  decimal: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  percent: { style: 'percent', maximumFractionDigits: 0 },
} as const satisfies Record<string, Intl.NumberFormatOptions>

export type DateStyle = keyof typeof dateStyles
export type NumberStyle = keyof typeof numberStyles

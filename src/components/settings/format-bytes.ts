const KB = 1024
const MB = KB * 1024
const GB = MB * 1024

/** "820 kB", "3.4 MB", "12 GB" in the language's own number format. */
export function formatBytes(bytes: number, locale: string): string {
  const format = (value: number, unit: string, digits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    }).format(value)
  if (bytes >= GB) return format(bytes / GB, 'gigabyte', 1)
  if (bytes >= MB) return format(bytes / MB, 'megabyte', 1)
  // Never "0 kB" for a few bytes: anything stored shows as at least 1.
  return format(bytes === 0 ? 0 : Math.max(1, bytes / KB), 'kilobyte', 0)
}

/**
 * "+4", "−7" (a real minus sign), "±0": how a paper pad writes a running par. A bonus threshold
 * that is not a multiple of 21 makes fractional pars (house rules): those show to one decimal,
 * "+2.7".
 */
export function formatPar(par: number): string {
  const shown = Math.round(par * 10) / 10
  if (shown > 0) return `+${shown}`
  if (shown < 0) return `−${Math.abs(shown)}`
  return '±0'
}

/** "+4", "−7" (a real minus sign), "±0": how a paper pad writes a running par. */
export function formatPar(par: number): string {
  if (par > 0) return `+${par}`
  if (par < 0) return `−${Math.abs(par)}`
  return '±0'
}

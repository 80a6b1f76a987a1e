/** A cost as the UI shows it: "−3.4" with a true minus sign, "0.0" for the best option. */
export function formatCost(cost: number, digits = 1): string {
  const rounded = Number(cost.toFixed(digits))
  if (rounded === 0) return (0).toFixed(digits)
  return `${rounded < 0 ? '\u2212' : '+'}${Math.abs(rounded).toFixed(digits)}`
}

/**
 * Starting weights for a network stored as [kernel, bias, kernel, bias, …] arrays: kernels uniform
 * in ±√(6 / fan-in) (He), biases zero. A kernel's fan-in is its size over the next array's, the
 * bias, which has one entry per output.
 */
export function initialWeights(sizes: readonly number[], random: () => number): Float32Array[] {
  return sizes.map((size, t) => {
    const tensor = new Float32Array(size)
    if (t % 2 === 1) return tensor
    const fanIn = size / sizes[t + 1]!
    const spread = Math.sqrt(6 / fanIn)
    for (let i = 0; i < size; i++) tensor[i] = (random() * 2 - 1) * spread
    return tensor
  })
}

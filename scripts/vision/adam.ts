/**
 * One Adam step over every weight array, with weight decay on the even arrays (the kernels; the
 * odd ones are biases), for both the dice reader's and the dice finder's training.
 */
export function adamStep(
  weights: Float32Array[],
  grads: Float32Array[],
  m: Float32Array[],
  v: Float32Array[],
  t: number,
  lr: number,
) {
  const b1 = 0.9
  const b2 = 0.999
  const c1 = 1 - b1 ** t
  const c2 = 1 - b2 ** t
  weights.forEach((w, k) => {
    const g = grads[k]!
    const mk = m[k]!
    const vk = v[k]!
    const decay = k % 2 === 0 ? 1e-4 : 0
    for (let i = 0; i < w.length; i++) {
      const gi = g[i]! + decay * w[i]!
      mk[i] = b1 * mk[i]! + (1 - b1) * gi
      vk[i] = b2 * vk[i]! + (1 - b2) * gi * gi
      w[i]! -= (lr * (mk[i]! / c1)) / (Math.sqrt(vk[i]! / c2) + 1e-8)
    }
  })
}

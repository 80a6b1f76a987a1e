import type { ComponentPublicInstance } from 'vue'

/**
 * Counts how many times each kind of component renders again, by its name: mount with `mixin` in
 * `global.mixins`, `clear` before a tap, then read `of([...names])` (0 for a name that did not).
 */
export function countUpdates() {
  const updates = new Map<string, number>()
  const mixin = {
    updated(this: ComponentPublicInstance) {
      const name = (this.$.type as { __name?: string }).__name ?? '?'
      updates.set(name, (updates.get(name) ?? 0) + 1)
    },
  }
  const of = (names: string[]) =>
    Object.fromEntries(names.map((name) => [name, updates.get(name) ?? 0]))
  return { mixin, of, clear: () => updates.clear() }
}

import { watchEffect } from 'vue'
import { storeToRefs } from 'pinia'
import { useSettingsStore } from '@/stores/settings'

/** Mirrors theme and text size onto <html>, where the stylesheet picks them up. */
export function useDocumentPreferences() {
  const { theme, textSize } = storeToRefs(useSettingsStore())
  watchEffect(() => {
    const root = document.documentElement
    if (theme.value === 'system') delete root.dataset.theme
    else root.dataset.theme = theme.value
    if (textSize.value === 'normal') delete root.dataset.textSize
    else root.dataset.textSize = textSize.value
  })
}

import { acceptHMRUpdate, defineStore } from 'pinia'
import { ref, watch } from 'vue'

export type ThemeChoice = 'system' | 'light' | 'dark'
export type TextSize = 'normal' | 'large' | 'x-large'
export type ComputerSpeed = 'normal' | 'fast' | 'instant'
const SPEEDS: readonly ComputerSpeed[] = ['normal', 'fast', 'instant']

export interface Settings {
  /** 'auto' follows the browser's language. */
  locale: string
  theme: ThemeChoice
  textSize: TextSize
  /** Keep the screen on during a game (Screen Wake Lock). */
  keepAwake: boolean
  /** A short vibration when a box is written. */
  vibrate: boolean
  /** How long a computer player's turn takes to watch. */
  computerSpeed: ComputerSpeed
}

const STORAGE_KEY = 'yatzy-pad.settings.v1'
const DEFAULTS: Settings = {
  locale: 'auto',
  theme: 'system',
  textSize: 'normal',
  keepAwake: true,
  vibrate: true,
  computerSpeed: 'normal',
}

// Preferences live in localStorage, not IndexedDB: they must be known synchronously before the
// first paint (language, theme, text size), and losing them loses no game.
function load(): Settings {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    if (!raw) return { ...DEFAULTS }
    const parsed = JSON.parse(raw) as Partial<Settings>
    return {
      locale: typeof parsed.locale === 'string' ? parsed.locale : DEFAULTS.locale,
      theme: ['system', 'light', 'dark'].includes(parsed.theme as string)
        ? parsed.theme!
        : DEFAULTS.theme,
      textSize: ['normal', 'large', 'x-large'].includes(parsed.textSize as string)
        ? parsed.textSize!
        : DEFAULTS.textSize,
      keepAwake: typeof parsed.keepAwake === 'boolean' ? parsed.keepAwake : DEFAULTS.keepAwake,
      vibrate: typeof parsed.vibrate === 'boolean' ? parsed.vibrate : DEFAULTS.vibrate,
      computerSpeed: SPEEDS.includes(parsed.computerSpeed as ComputerSpeed)
        ? parsed.computerSpeed!
        : DEFAULTS.computerSpeed,
    }
  } catch {
    return { ...DEFAULTS }
  }
}

/** The player's preferences for this device. */
export const useSettingsStore = defineStore('settings', () => {
  const initial = load()
  /** Interface language, or 'auto' for the browser's. */
  const locale = ref(initial.locale)
  /** Light, dark, or follow the system. */
  const theme = ref<ThemeChoice>(initial.theme)
  /** Larger text for the whole app. */
  const textSize = ref<TextSize>(initial.textSize)
  /** Keep the screen awake while a game is open. */
  const keepAwake = ref(initial.keepAwake)
  /** Buzz briefly on every write. */
  const vibrate = ref(initial.vibrate)
  /** Pace of computer turns on screen. */
  const computerSpeed = ref<ComputerSpeed>(initial.computerSpeed)

  watch([locale, theme, textSize, keepAwake, vibrate, computerSpeed], () => {
    const value: Settings = {
      locale: locale.value,
      theme: theme.value,
      textSize: textSize.value,
      keepAwake: keepAwake.value,
      vibrate: vibrate.value,
      computerSpeed: computerSpeed.value,
    }
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(value))
    } catch {
      // Private browsing can refuse storage; the choice still holds for this visit.
    }
  })

  function $reset() {
    locale.value = DEFAULTS.locale
    theme.value = DEFAULTS.theme
    textSize.value = DEFAULTS.textSize
    keepAwake.value = DEFAULTS.keepAwake
    vibrate.value = DEFAULTS.vibrate
    computerSpeed.value = DEFAULTS.computerSpeed
  }

  return { locale, theme, textSize, keepAwake, vibrate, computerSpeed, $reset }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useSettingsStore, import.meta.hot))

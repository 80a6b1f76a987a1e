import { acceptHMRUpdate, defineStore } from 'pinia'
import { computed, ref, watch } from 'vue'

export type ThemeChoice = 'system' | 'light' | 'dark'
export type TextSize = 'normal' | 'large' | 'x-large'
export type ComputerSpeed = 'normal' | 'fast' | 'instant'
const THEMES: readonly ThemeChoice[] = ['system', 'light', 'dark']
const TEXT_SIZES: readonly TextSize[] = ['normal', 'large', 'x-large']
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
  /** New games start with hints on (each game still switches its own). */
  hints: boolean
  /** New games start with win chances on (each game still switches its own). */
  winChances: boolean
}

const STORAGE_KEY = 'yatzy-pad.settings.v1'
const DEFAULTS: Settings = {
  locale: 'auto',
  theme: 'system',
  textSize: 'normal',
  keepAwake: true,
  vibrate: true,
  computerSpeed: 'normal',
  hints: false,
  winChances: false,
}

/** Each setting's test of a value, for a stored one and for one chosen on screen alike. */
const VALID: { [K in keyof Settings]: (value: unknown) => value is Settings[K] } = {
  locale: (value): value is string => typeof value === 'string',
  theme: (value): value is ThemeChoice => THEMES.includes(value as ThemeChoice),
  textSize: (value): value is TextSize => TEXT_SIZES.includes(value as TextSize),
  keepAwake: (value): value is boolean => typeof value === 'boolean',
  vibrate: (value): value is boolean => typeof value === 'boolean',
  computerSpeed: (value): value is ComputerSpeed => SPEEDS.includes(value as ComputerSpeed),
  hints: (value): value is boolean => typeof value === 'boolean',
  winChances: (value): value is boolean => typeof value === 'boolean',
}

const pick = <K extends keyof Settings>(parsed: Partial<Settings>, key: K): Settings[K] =>
  VALID[key](parsed[key]) ? (parsed[key] as Settings[K]) : DEFAULTS[key]

// Preferences live in localStorage, not IndexedDB: they must be known synchronously before the
// first paint (language, theme, text size), and losing them loses no game.
function load(): Settings {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    if (!raw) return { ...DEFAULTS }
    const parsed = JSON.parse(raw) as Partial<Settings>
    return {
      locale: pick(parsed, 'locale'),
      theme: pick(parsed, 'theme'),
      textSize: pick(parsed, 'textSize'),
      keepAwake: pick(parsed, 'keepAwake'),
      vibrate: pick(parsed, 'vibrate'),
      computerSpeed: pick(parsed, 'computerSpeed'),
      hints: pick(parsed, 'hints'),
      winChances: pick(parsed, 'winChances'),
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
  /** Hints on in every new game. */
  const hints = ref(initial.hints)
  /** Win chances on in every new game. */
  const winChances = ref(initial.winChances)

  watch([locale, theme, textSize, keepAwake, vibrate, computerSpeed, hints, winChances], () => {
    const value: Settings = {
      locale: locale.value,
      theme: theme.value,
      textSize: textSize.value,
      keepAwake: keepAwake.value,
      vibrate: vibrate.value,
      computerSpeed: computerSpeed.value,
      hints: hints.value,
      winChances: winChances.value,
    }
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(value))
    } catch {
      // Private browsing can refuse storage; the choice still holds for this visit.
    }
  })

  const refs = { locale, theme, textSize, keepAwake, vibrate, computerSpeed, hints, winChances }

  /** Changes one preference; a value it cannot take changes nothing. */
  function set<K extends keyof Settings>(key: K, value: Settings[K]): boolean {
    if (!VALID[key](value)) return false
    ;(refs[key] as unknown as { value: Settings[K] }).value = value
    return true
  }

  function $reset() {
    locale.value = DEFAULTS.locale
    theme.value = DEFAULTS.theme
    textSize.value = DEFAULTS.textSize
    keepAwake.value = DEFAULTS.keepAwake
    vibrate.value = DEFAULTS.vibrate
    computerSpeed.value = DEFAULTS.computerSpeed
    hints.value = DEFAULTS.hints
    winChances.value = DEFAULTS.winChances
  }

  // Read-only outside: a preference changes through `set`, which checks it.
  return {
    locale: computed(() => locale.value),
    theme: computed(() => theme.value),
    textSize: computed(() => textSize.value),
    keepAwake: computed(() => keepAwake.value),
    vibrate: computed(() => vibrate.value),
    computerSpeed: computed(() => computerSpeed.value),
    hints: computed(() => hints.value),
    winChances: computed(() => winChances.value),
    set,
    $reset,
  }
})

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useSettingsStore, import.meta.hot))

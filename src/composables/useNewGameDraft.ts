import { reactive, toRefs, watch } from 'vue'
import { checkTableOptions, isVariantId, type TableOptions, type VariantId } from '@/rules'
import { isComputerLevel, type ComputerLevel } from '@/computer'
import { MAX_PLAYERS } from '@/game/players'
import { isOptionValue, TABLE_OPTION_KEYS } from '@/game/table-options'
import { playerKey } from '@/db'

/**
 * The table being set up on the New game screen: kept on the device as it is typed, so a reload,
 * a phone that drops the page while the app is in the background, or a trip to Home and back
 * does not lose six names. It goes when the game starts, and after half a day, when it is more
 * likely another evening's table than this one.
 */
export interface NewGameDraft {
  variant: VariantId
  /** The table's picks among the options the rules leave to it, whichever variant they are for. */
  options: TableOptions
  /** The table's house rules as set so far (checked again when the game starts). */
  houseRules: TableOptions
  hideTotals: boolean
  players: string[]
  /** Computer players by name key, and the level chosen for the next one added. */
  computers: Record<string, ComputerLevel>
  computerLevel: ComputerLevel
  /** People without dice, by name key: they roll in the app. */
  rollInApp: Record<string, boolean>
}

export const DRAFT_KEY = 'yatzy-pad.new-game-draft.v1'
export const DRAFT_LIFETIME_MS = 12 * 60 * 60 * 1000

export function emptyDraft(): NewGameDraft {
  return {
    variant: 'yatzy',
    options: {},
    houseRules: {},
    hideTotals: false,
    players: [],
    computers: {},
    computerLevel: 'medium',
    rollInApp: {},
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A stored draft as far as it can be trusted: anything of the wrong shape (an older version, a
 * hand-edited value) falls back to the empty form's, field by field. The names are checked again,
 * as every name is, when the game starts.
 */
export function readDraft(raw: string | null, now = Date.now()): NewGameDraft {
  const draft = emptyDraft()
  let stored: unknown
  try {
    stored = raw === null ? null : JSON.parse(raw)
  } catch {
    return draft
  }
  if (!isRecord(stored)) return draft
  const savedAt = stored.savedAt
  if (typeof savedAt !== 'number' || !(now - savedAt < DRAFT_LIFETIME_MS) || savedAt > now) {
    return draft
  }
  if (isVariantId(stored.variant)) draft.variant = stored.variant
  // Drafts from before `options` kept the two choices there were at the top.
  const options = isRecord(stored.options) ? stored.options : stored
  const picked: Record<string, unknown> = {}
  for (const key of TABLE_OPTION_KEYS) {
    if (isOptionValue(key, options[key])) picked[key] = options[key]
  }
  draft.options = picked as TableOptions
  // Each house rule on its own: one the rules refuse (a hand-edited value) is left out.
  const house = isRecord(stored.houseRules) ? stored.houseRules : {}
  for (const [key, value] of Object.entries(house)) {
    try {
      checkTableOptions(draft.variant, { [key]: value })
      ;(draft.houseRules as Record<string, unknown>)[key] = value
    } catch {
      // not kept
    }
  }
  draft.hideTotals = stored.hideTotals === true
  if (isComputerLevel(stored.computerLevel)) draft.computerLevel = stored.computerLevel
  const seen = new Set<string>()
  for (const name of Array.isArray(stored.players) ? stored.players : []) {
    if (typeof name !== 'string' || draft.players.length >= MAX_PLAYERS) continue
    const key = playerKey(name)
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    draft.players.push(name)
  }
  const computers = isRecord(stored.computers) ? stored.computers : {}
  const rollInApp = isRecord(stored.rollInApp) ? stored.rollInApp : {}
  for (const key of seen) {
    const level = computers[key]
    if (isComputerLevel(level)) draft.computers[key] = level
    if (rollInApp[key] === true) draft.rollInApp[key] = true
  }
  return draft
}

function storedDraft(): string | null {
  try {
    return localStorage.getItem(DRAFT_KEY)
  } catch {
    return null
  }
}

/** The draft's fields as refs for the form, and `clear()` once the game has started. */
export function useNewGameDraft() {
  const draft = reactive(readDraft(storedDraft()))
  watch(
    draft,
    (value) => {
      try {
        localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...value, savedAt: Date.now() }))
      } catch {
        // Storage refused or full: the form still works, it is only not kept.
      }
    },
    { deep: true },
  )
  return {
    ...toRefs(draft),
    clear: () => {
      Object.assign(draft, emptyDraft())
    },
  }
}

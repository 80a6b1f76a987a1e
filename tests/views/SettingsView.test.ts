import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { db, getGame, listFinished } from '@/db'
import { useSettingsStore } from '@/stores/settings'
import { useGameStore } from '@/stores/game'
import SettingsView from '@/views/SettingsView.vue'
import { mountWithApp } from '../helpers/mount'
import { eventually } from '../helpers/game-driver'
import { dumpDatabase } from '../helpers/db'
import { LOW_YATZY, PERFECT_YATZY, playGame } from '../helpers/played-game'
import { withNavigator } from '../helpers/browser-features'

const button = (wrapper: VueWrapper, text: string) => {
  const found = wrapper.findAll('button').find((b) => b.text() === text)
  expect(found, `no button "${text}"`).toBeDefined()
  return found!
}

/** The control a <label> with this text names. */
function control(wrapper: VueWrapper, text: string) {
  const label = wrapper.findAll('label').find((l) => l.text() === text)
  expect(label, `no label "${text}"`).toBeDefined()
  const id = label!.attributes('for')
  return id ? wrapper.get(`[id="${id}"]`) : label!.get('input')
}

/** Catches what the page hands to the browser's download: the file's name and its text. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = []
  let lastBlob: Blob | null = null
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    lastBlob = blob as Blob
    return 'blob:test'
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: lastBlob! })
  })
  return files
}

async function chooseFile(wrapper: VueWrapper, file: File) {
  const input = control(wrapper, 'Import games from a file')
  Object.defineProperty(input.element, 'files', { value: [file], configurable: true })
  await input.trigger('change')
}

/** Settings as the player sees it once every part is shown (storage and backups come a frame later). */
async function mountSettings() {
  const { wrapper } = mountWithApp(SettingsView)
  await eventually(() => expect(wrapper.find('#settings-backup').exists()).toBe(true))
  return wrapper
}

const storedIds = async () => (await listFinished({ limit: 500 })).games.map((g) => g.id).sort()

describe('settings', () => {
  beforeEach(async () => {
    await db.delete()
    await db.open()
  })
  afterEach(() => {
    document.body.innerHTML = ''
    vi.restoreAllMocks()
    withNavigator('wakeLock', undefined)
  })

  it('exports every game to a dated JSON file that imports again', async () => {
    await playGame('yatzy', { Anna: PERFECT_YATZY, Bo: LOW_YATZY })
    await playGame('yatzy', { Cy: LOW_YATZY })
    const before = await storedIds()
    const downloads = catchDownloads()
    const wrapper = await mountSettings()

    await button(wrapper, 'Export all games').trigger('click')
    await eventually(() => expect(downloads).toHaveLength(1))
    const { name, blob } = downloads[0]!
    expect(name).toMatch(/^yatzy-pad-backup-\d{4}-\d{2}-\d{2}\.json$/)
    expect(blob.type).toBe('application/json')
    await eventually(() =>
      expect(wrapper.get('.backup__status').text()).toContain(`Saved as ${name}.`),
    )
    const text = await blob.text()
    expect(JSON.parse(text).games).toHaveLength(2)

    // On a fresh device the file brings both games back.
    await db.delete()
    await db.open()
    expect(await storedIds()).toEqual([])
    await chooseFile(wrapper, new File([text], name, { type: 'application/json' }))
    await eventually(() =>
      expect(wrapper.get('.backup__status').text()).toContain(
        'Import done: 2 added, 0 updated, 0 already up to date.',
      ),
    )
    expect(await storedIds()).toEqual(before)

    // The same file again changes nothing.
    await chooseFile(wrapper, new File([text], name, { type: 'application/json' }))
    await eventually(() =>
      expect(wrapper.get('.backup__status').text()).toContain('0 added, 0 updated, 2 already'),
    )
  })

  it('refuses a broken file with the reason and leaves the games as they were', async () => {
    await playGame('yatzy', { Anna: PERFECT_YATZY })
    const dump = await dumpDatabase()
    const wrapper = await mountSettings()

    await chooseFile(wrapper, new File(['{"format": "yatzy-pad-backup", "games": ['], 'x.json'))
    await eventually(() => expect(wrapper.find('[role="alert"]').exists()).toBe(true))
    const alert = wrapper.get('[role="alert"]').text()
    expect(alert).toMatch(/^Nothing was imported, your games are unchanged\. \S/)
    expect(wrapper.get('.backup__status').text()).toBe('')
    expect(await dumpDatabase()).toBe(dump)

    // A well-formed JSON file that is not a backup is refused too.
    await chooseFile(wrapper, new File([JSON.stringify({ hello: 'world' })], 'y.json'))
    await eventually(() => expect(wrapper.get('[role="alert"]').text()).not.toBe(alert))
    expect(await dumpDatabase()).toBe(dump)
  })

  it('sets language, theme, text size and the screen lock', async () => {
    withNavigator('wakeLock', { request: async () => ({ release: async () => {} }) })
    const wrapper = await mountSettings()
    const settings = useSettingsStore()
    expect(wrapper.get('h1').text()).toBe('Settings')
    expect(control(wrapper, 'Language').element.tagName).toBe('SELECT')

    await control(wrapper, 'Dark').setValue(true)
    expect(settings.theme).toBe('dark')
    await control(wrapper, 'Extra large').setValue(true)
    expect(settings.textSize).toBe('x-large')
    const keepAwake = control(wrapper, 'Keep the screen on during a game')
    expect((keepAwake.element as HTMLInputElement).checked).toBe(settings.keepAwake)
    await keepAwake.setValue(!settings.keepAwake)
    expect((keepAwake.element as HTMLInputElement).checked).toBe(settings.keepAwake)
    // Every group of choices is named by its legend.
    const legends = wrapper.findAll('fieldset legend').map((l) => l.text())
    expect(legends).toEqual(['Theme', 'Text size', 'Computer turns'])
  })

  it('has defaults for hints and win chances, kept for the next visit, which new games start with', async () => {
    const wrapper = await mountSettings()
    const settings = useSettingsStore()
    const hints = control(wrapper, 'Hints on in new games')
    const chances = control(wrapper, 'Win chances on in new games')
    expect((hints.element as HTMLInputElement).checked).toBe(false)
    expect((chances.element as HTMLInputElement).checked).toBe(false)
    await hints.setValue(true)
    await chances.setValue(true)
    expect([settings.hints, settings.winChances]).toEqual([true, true])
    await flushPromises()
    expect(JSON.parse(localStorage.getItem('yatzy-pad.settings.v1')!)).toMatchObject({
      hints: true,
      winChances: true,
    })
    const id = await useGameStore().start({ variant: 'yatzy', options: {}, players: ['Anna'] })
    expect(await getGame(id)).toMatchObject({ hints: true, winChances: true })
  })

  it('tells whether the games are kept and how much space they use', async () => {
    const persist = vi.fn().mockResolvedValue(true)
    let persisted = false
    const storage = {
      persisted: async () => persisted,
      persist: async () => {
        persisted = await persist()
        return persisted
      },
      estimate: async () => ({ usage: 1.5 * 1024 * 1024, quota: 2 * 1024 ** 3 }),
    }
    Object.defineProperty(navigator, 'storage', { value: storage, configurable: true })
    try {
      const wrapper = await mountSettings()
      await eventually(() => expect(wrapper.text()).toContain('In use: 1.5 MB of about 2 GB.'))
      expect(wrapper.text()).toContain('The browser may clear your games')

      await button(wrapper, 'Ask the browser to keep my games').trigger('click')
      await eventually(() => expect(wrapper.text()).toContain('Your games are kept'))
      expect(persist).toHaveBeenCalledTimes(1)
    } finally {
      delete (navigator as { storage?: unknown }).storage
    }
  })

  it('says in words what this browser cannot do: keep the screen on, be asked to keep the games', async () => {
    withNavigator('wakeLock', undefined)
    withNavigator('storage', undefined)
    try {
      const wrapper = await mountSettings()
      const keepAwake = control(wrapper, 'Keep the screen on during a game')
      expect((keepAwake.element as HTMLInputElement).disabled).toBe(true)
      expect((keepAwake.element as HTMLInputElement).checked).toBe(false)
      const why = wrapper.get(`[id="${keepAwake.attributes('aria-describedby')}"]`)
      expect(why.text()).toBe('This browser cannot keep the screen on.')
      await eventually(() =>
        expect(wrapper.text()).toContain(
          'This browser cannot be asked to keep your games, and may clear them when space runs low. Export a backup now and then.',
        ),
      )
      expect(wrapper.findAll('button').some((b) => b.text().startsWith('Ask the browser'))).toBe(
        false,
      )
      // All of it at once, under "This browser" (happy-dom has no WebRTC, camera or share menu).
      const browser = wrapper.get('[aria-labelledby="settings-browser"]')
      await eventually(() =>
        expect(browser.text()).toContain(
          'No camera here: dice are typed or tapped, codes typed or pasted.',
        ),
      )
      for (const words of [
        'This browser cannot join a live table; hand the game on by link instead.',
        'This browser has no share menu, so the button copies to the clipboard instead.',
        'This browser cannot keep the screen on.',
      ])
        expect(browser.text()).toContain(words)
    } finally {
      delete (navigator as { storage?: unknown }).storage
    }
  })
})

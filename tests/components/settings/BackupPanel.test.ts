import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { db } from '@/db'
import { backupService } from '@/db/backup'
import BackupPanel from '@/components/settings/BackupPanel.vue'
import { mountWithApp } from '../../helpers/mount'
import { eventually } from '../../helpers/game-driver'

async function chooseFile(wrapper: VueWrapper, file: File) {
  const input = wrapper.get('input[type="file"]')
  Object.defineProperty(input.element, 'files', { value: [file], configurable: true })
  await input.trigger('change')
}

describe('the backup panel’s import result', () => {
  let shown: Element[]
  beforeEach(async () => {
    await db.delete()
    await db.open()
    shown = []
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      shown.push(this)
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    document.body.innerHTML = ''
  })

  it('comes into view by the buttons once a refused import ends, and is read out', async () => {
    const { wrapper } = mountWithApp(BackupPanel, { attachTo: document.body })
    await chooseFile(wrapper, new File(['{"format": "yatzy-pad-backup", "games": ['], 'x.json'))
    await eventually(() => expect(wrapper.find('.problem[role="alert"]').exists()).toBe(true))
    await eventually(() => expect(shown).toHaveLength(1))
    const outcome = shown[0]!
    expect(outcome.querySelector('[role="alert"]')?.textContent).toMatch(/^Nothing was imported/)
    expect(outcome.querySelector('[role="status"]')).not.toBeNull()
    // Right after the buttons, not after the help or at the end of the page.
    expect(outcome.previousElementSibling?.classList.contains('backup__actions')).toBe(true)
  })

  it('comes into view once an import is done', async () => {
    const { wrapper } = mountWithApp(BackupPanel, { attachTo: document.body })
    const file = await backupService(db).exportBackup()
    await chooseFile(wrapper, new File([file], 'b.json'))
    await eventually(() => expect(wrapper.get('.backup__status').text()).toMatch(/Import done/))
    await eventually(() => expect(shown).toHaveLength(1))
    expect(shown[0]!.contains(wrapper.get('.backup__status').element)).toBe(true)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import ShareResultButton from '@/components/review/ShareResultButton.vue'
import { mountWithApp } from '../../helpers/mount'
import { withNavigator } from '../../helpers/browser-features'

/** "Share result" where the browser has no share menu: it copies, and says so before the tap. */
const NOTE = 'This browser has no share menu, so the button copies to the clipboard instead.'

afterEach(() => {
  withNavigator('share', undefined)
  withNavigator('clipboard', undefined)
  document.body.innerHTML = ''
})

describe('the share button', () => {
  it('without a share menu says it copies, then copies and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    withNavigator('clipboard', { writeText })
    const { wrapper } = mountWithApp(ShareResultButton, {
      props: { title: 'Yatzy', text: 'Anna 250' },
    })
    expect(wrapper.text()).toContain(NOTE)
    await wrapper.get('button').trigger('click')
    await flushPromises()
    expect(writeText).toHaveBeenCalledWith('Anna 250')
    expect(wrapper.get('[role="status"]').text()).toBe('✓ Copied to the clipboard')
  })

  it('with a share menu says nothing of copying, and shares', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    withNavigator('share', share)
    const { wrapper } = mountWithApp(ShareResultButton, {
      props: { title: 'Yatzy', text: 'Anna 250' },
    })
    expect(wrapper.text()).not.toContain(NOTE)
    await wrapper.get('button').trigger('click')
    await flushPromises()
    expect(share).toHaveBeenCalledWith({ title: 'Yatzy', text: 'Anna 250' })
  })
})

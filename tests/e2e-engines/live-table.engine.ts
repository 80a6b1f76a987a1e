import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import en from '@/i18n/locales/en.json'
import { launch as launchChromium, removeProfile, type Session } from '../e2e/support/browser'
import { AppDriver } from '../e2e/support/app'
import { CHROMIUM_PATH } from '../../scripts/test/chromium-args'
import {
  CONNECT_WAIT_MS,
  IN_NAMESPACE,
  PHONE,
  SHOW_ADDRESSES,
  SKIP_LIVE,
} from '../e2e/support/live-table'
import { css, ENGINE, launch, query, RAW_ERROR, EngineApp } from './support/app'
import type { Query } from './support/in-page'
import { ENGINE_TITLES, type EngineBrowser } from './support/engine'

const TITLE = ENGINE_TITLES[ENGINE]

/**
 * The app's own words for a browser without WebRTC, once it has them (found in the English
 * messages, so this test asks for them as soon as they ship; until then it asks only that no raw
 * error text shows).
 */
const CANNOT_JOIN = JSON.stringify(en).match(/This browser cannot join a live table[^"]*/)?.[0]

/** Firefox shows its address to the host instead of an mDNS name no headless Chromium resolves. */
const SHOW_ADDRESS = { 'media.peerconnection.ice.obfuscate_host_addresses': false }

/**
 * What the app says where the browser cannot join: its own words, once it has them; until then
 * (issue #41: the words come with the live table's feature checks) a raw error is only reported,
 * in the skip reason, not failed on, so this branch stays green before they land.
 */
async function saysItCannot(app: EngineApp): Promise<string> {
  const words = await app.bodyText()
  if (CANNOT_JOIN) {
    expect(words).toContain(CANNOT_JOIN)
    expect(words).not.toMatch(RAW_ERROR)
    return 'the app says so in words'
  }
  const raw = RAW_ERROR.exec(words)
  return raw
    ? `the app still shows raw error text ("${raw[0]}"): its own words are to come`
    : 'no raw error shown'
}

/** Waits until the screen offers the control, or says in its place that the browser cannot. */
function offeredOrSaid(app: EngineApp, control: Query): Promise<'offered' | 'said'> {
  return app.waitUntil('the control, or words in its place', async () => {
    if (await app.visible(control)) return 'offered' as const
    if (CANNOT_JOIN && (await app.bodyText()).includes(CANNOT_JOIN)) return 'said' as const
    return null
  })
}

/**
 * A live table with a Chromium host and this engine's browser as the guest, paired by the text
 * codes, inside the network namespace of scripts/test/live-netns.sh. A browser without
 * RTCPeerConnection cannot take part: the test checks the app says so in words, and is reported
 * as skipped, naming the missing feature.
 */
describe(`a live table with a ${TITLE} guest`, () => {
  it('pairs by the text codes with a Chromium host, a write goes each way, and the standings agree', async (context) => {
    const browsers: EngineBrowser[] = []
    const hosts: Session[] = []
    try {
      const guestBrowser = await launch({ viewport: PHONE, prefs: SHOW_ADDRESS })
      browsers.push(guestBrowser)
      const guest = new EngineApp(guestBrowser.page)
      await guest.openHome()
      const hasWebRtc = await guest.page.run<boolean>(
        'return typeof RTCPeerConnection === "function"',
      )
      if (!hasWebRtc) {
        // "Join a table" on Home, and "Play on several phones" on a game of its own: where the
        // app offers them they are tried; the app may instead say so where they would be.
        const joinLink = query('link', 'Join a table')
        if ((await offeredOrSaid(guest, joinLink)) === 'offered') {
          await guest.click(joinLink)
          await guest.waitFor(query('heading', 'Join a table'))
        }
        const onJoin = await saysItCannot(guest)
        await guest.openHome()
        await guest.newGame('Yatzy', ['Anna', 'Bo'])
        await guest.openTableControls()
        const playOnPhones = {
          ...query('button', 'Play on several phones'),
          css: 'button:not([disabled])',
        }
        if ((await offeredOrSaid(guest, playOnPhones)) === 'offered') {
          await guest.click(playOnPhones)
          // What the panel says once it has tried: a code, its own words, or an error.
          await guest.waitUntil('the panel’s answer', async () => {
            const words = await guest.bodyText()
            return (
              RAW_ERROR.test(words) ||
              (CANNOT_JOIN !== undefined && words.includes(CANNOT_JOIN)) ||
              words.includes('Code for the other phone')
            )
          })
        }
        const onHost = await saysItCannot(guest)
        context.skip(
          `${TITLE} lacks RTCPeerConnection (WebRTC), so it cannot be at a live table. ` +
            `Join a table: ${onJoin}. Play on several phones: ${onHost}.`,
        )
      }
      if (SKIP_LIVE) context.skip('not in the network namespace of scripts/test/live-netns.sh')
      expect(IN_NAMESPACE, 'run inside scripts/test/live-netns.sh').toBe(true)
      if (!existsSync(CHROMIUM_PATH) && process.env.CI !== 'true') {
        context.skip(`no Chromium at ${CHROMIUM_PATH} to host the table`)
      }

      const host = await launchChromium(undefined, PHONE, {}, SHOW_ADDRESSES)
      hosts.push(host)
      const hostApp = new AppDriver(host.page)
      await hostApp.openHome()
      await hostApp.newGame('Yatzy', ['Anna', 'Bo'])
      // The game menu holds "Play on several phones" where the app has one, else the full sheet.
      const menu = host.page.getByRole('button', { name: 'Game menu' })
      if (await menu.isVisible()) await menu.click()
      else await hostApp.showSheet()
      await host.page.getByRole('button', { name: 'Play on several phones' }).click()
      const codeField = host.page.getByRole('textbox', { name: 'Code for the other phone' })
      await expect.poll(() => codeField.inputValue(), { timeout: 30_000 }).not.toBe('')

      await guest.click(query('link', 'Join a table'))
      await guest.fill(
        query('textbox', 'Code from the host', { exact: true }),
        await codeField.inputValue(),
      )
      await guest.click(query('button', 'Join', { exact: true }))
      const answerField = query('textbox', 'Answer code for the host', { exact: true })
      const answer = await guest.waitUntil(
        'the answer code',
        async () => (await guest.value(answerField)) || null,
      )
      await host.page.getByRole('textbox', { name: 'Answer code' }).fill(answer)
      await host.page.getByRole('button', { name: 'Connect' }).click()
      await guest.waitFor(css('.game__turn'), CONNECT_WAIT_MS)
      await expect
        .poll(() => host.page.getByTestId('live-guests').innerText())
        .toContain('connected')
      await hostApp.showSheet(false)

      // The guest writes Anna's roll; the host's sheet has it, as if tapped there.
      await guest.play('66612', 'Sixes')
      await expect.poll(() => hostApp.turn()).toBe('Round 1 of 15 · Bo’s turn')
      // The host writes Bo's; the guest's screen follows.
      await hostApp.play('11123', 'Ones')
      await guest.waitUntil(
        'the host’s write',
        async () => (await guest.turn()) === 'Round 2 of 15 · Anna’s turn',
      )

      // The standings agree: 18 and 3 on both phones, and the whole sheet reads the same.
      expect([await hostApp.total(0), await hostApp.total(1)]).toEqual([18, 3])
      expect([await guest.total(0), await guest.total(1)]).toEqual([18, 3])
      await hostApp.showSheet(false)
      expect(await guest.sheetText()).toBe(await hostApp.sheetText())
      await guest.expectNoRawError()
    } finally {
      for (const browser of browsers) await browser.close()
      for (const host of hosts) {
        await host.context.close().catch(() => undefined)
        removeProfile(host.profileDir)
      }
    }
  })
})

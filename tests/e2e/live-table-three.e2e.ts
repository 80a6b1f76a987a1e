import { afterAll, describe, expect, it } from 'vitest'
import type { BoxId, Sheet } from '@/rules'
import { launch, removeProfile, type Session } from './support/browser'
import { AppDriver } from './support/app'
import { expectOwnOriginAndNoErrors } from './support/own-origin'
import { openGameId, storedGames } from './support/stored-games'
import {
  CONNECT_WAIT_MS,
  IN_NAMESPACE,
  pairPhone,
  PHONE,
  SHOW_ADDRESSES,
  SKIP_LIVE,
} from './support/live-table'
import { refScore, refTotals } from '../helpers/rules-reference'

/**
 * Three phones on one live game through the app's own screens (scripts/test/live-netns.sh): a
 * host and two guests joined by the text codes; every phone writes; a guest reloads and comes
 * back by itself; two phones write at the same moment and one lands, the other told why; the
 * host goes and the guests finish the game, each on its own copy, to the same sheet, scored as
 * the independent reference scorer scores the stored moves.
 */

/** Dice that score in each Yatzy box (no zero, so no scratch to confirm), and the box's name. */
const PLAYS: Record<string, [dice: string, name: string]> = {
  ones: ['11123', 'Ones'],
  twos: ['22234', 'Twos'],
  threes: ['33312', 'Threes'],
  fours: ['44412', 'Fours'],
  fives: ['55512', 'Fives'],
  sixes: ['66612', 'Sixes'],
  pair: ['66521', 'One pair'],
  'two-pairs': ['66551', 'Two pairs'],
  'three-kind': ['55523', 'Three of a kind'],
  'four-kind': ['44442', 'Four of a kind'],
  'small-straight': ['12345', 'Small straight'],
  'large-straight': ['23456', 'Large straight'],
  'full-house': ['33322', 'Full house'],
  chance: ['65432', 'Chance'],
  yatzy: ['44444', 'Yatzy'],
}

/** One more phone, on its home screen; its session joins `sessions`, to be closed at the end. */
async function phoneAt(sessions: Session[]): Promise<AppDriver> {
  const session = await launch(undefined, PHONE, {}, SHOW_ADDRESSES)
  sessions.push(session)
  const app = new AppDriver(session.page)
  await app.openHome()
  return app
}

/** The host: Yatzy for Anna and Bo, "Play on several phones" open (in the game menu). */
async function hostOf(sessions: Session[]): Promise<AppDriver> {
  const host = await phoneAt(sessions)
  await host.newGame('Yatzy', ['Anna', 'Bo'])
  await host.openMenu()
  await host.page.getByRole('button', { name: 'Play on several phones' }).click()
  return host
}

async function closeAll(sessions: Session[]): Promise<void> {
  for (const session of sessions) {
    await session.context.close().catch(() => undefined)
    removeProfile(session.profileDir)
  }
}

interface Move {
  player: number
  box: BoxId
  dice: number[]
  score: number
}

describe.skipIf(SKIP_LIVE)('a live table of three phones in Chromium', () => {
  afterAll(() => expectOwnOriginAndNoErrors())

  it('three phones write, one reloads and comes back, one of two writes at once lands, and the guests finish alike', async () => {
    expect(IN_NAMESPACE, 'run inside scripts/test/live-netns.sh').toBe(true)
    const sessions: Session[] = []
    const phone = () => phoneAt(sessions)
    try {
      const host = await hostOf(sessions)
      const anyone = host.page.getByRole('radio', { name: 'Anyone for anyone' })
      expect(await anyone.isChecked()).toBe(true)
      const guests = [await phone(), await phone()]
      await pairPhone(host.page, guests[0]!.page)
      await host.page.getByRole('button', { name: 'Add another phone' }).click()
      await pairPhone(host.page, guests[1]!.page)
      const guestList = host.page.getByTestId('live-guests')
      await expect.poll(() => guestList.innerText()).toMatch(/connected[\s\S]*connected/)
      // The choice holds while phones are at the table.
      expect(await anyone.isDisabled()).toBe(true)
      await host.showSheet(false)
      const [first, second] = guests as [AppDriver, AppDriver]
      const phones = [host, first, second]

      /** Every phone shows this turn (its own copy caught up with the host's game). */
      const everyone = async (turn: string, on = phones) => {
        for (const app of on) await expect.poll(() => app.turn(), { timeout: 60_000 }).toBe(turn)
      }
      const filled: Set<string>[] = [new Set(), new Set()]
      /** The phone writes the next box of the player whose turn it is; every phone follows. */
      const write = async (app: AppDriver, player: number, box: string) => {
        await app.play(...PLAYS[box]!)
        filled[player]!.add(box)
        await everyone(await app.turn())
      }

      // Every phone writes, the host's sheet has each write as if tapped there.
      await write(first, 0, 'sixes')
      await write(second, 1, 'ones')
      await write(host, 0, 'fives')
      expect(await host.turn()).toBe('Round 2 of 15 · Bo’s turn')

      // The first guest's page reloads: it comes back to the host by itself.
      await first.page.reload()
      await first.page
        .getByText('Connected to the host phone.')
        .waitFor({ timeout: CONNECT_WAIT_MS })
      // Its write reaches the host, as before the reload.
      await write(first, 1, 'twos')

      // Both guests write Anna's box at the same moment: one lands, the other is told why.
      await first.enterDice(PLAYS.threes![0])
      await second.enterDice(PLAYS.fours![0])
      await first.offer('Threes').waitFor()
      await second.offer('Fours').waitFor()
      // Where each phone's boxes stand: a refusal must not move them under the thumb.
      const boxesTop = async (app: AppDriver) =>
        (await app.page.locator('.turn-grid').boundingBox())!.y
      const tops = new Map([first, second].map((app) => [app, 0]))
      for (const app of [first, second]) tops.set(app, await boxesTop(app))
      // "The same moment": the host is busy (its main thread held for a while, as a slow phone's
      // would be) while both taps go out, so both requests wait for it on the same revision.
      await host.page.evaluate(() => {
        setTimeout(() => {
          for (const until = performance.now() + 1_500; performance.now() < until;);
        })
      })
      await Promise.all([
        first.offer('Threes').evaluate((button: HTMLElement) => button.click()),
        second.offer('Fours').evaluate((button: HTMLElement) => button.click()),
      ])
      await everyone('Round 3 of 15 · Bo’s turn')
      const id = openGameId(host.page)
      const stored = async (app: AppDriver) =>
        ((await storedGames(app.page)) ?? []).find((game) => game.id === id) as unknown as {
          moves: Move[]
        }
      const landed = (await stored(host)).moves
      expect(landed).toHaveLength(5)
      const box = landed[4]!.box
      expect(['threes', 'fours']).toContain(box)
      filled[0]!.add(box)
      const [won, lost] = box === 'threes' ? [first, second] : [second, first]
      await expect
        .poll(() => lost.page.getByRole('alert').allInnerTexts())
        .toContainEqual(
          expect.stringContaining('The host phone refused it (another phone wrote first).'),
        )
      expect(await boxesTop(lost)).toBe(tops.get(lost))
      expect(await won.page.getByRole('alert').count()).toBe(0)

      // The rest of the game, the phones taking turns to write, but for the last round.
      const order = Object.keys(PLAYS)
      let writer = 0
      for (let turn = 6; turn <= 28; turn++) {
        const player = (turn - 1) % 2
        const box = order.find((name) => !filled[player]!.has(name))!
        await write(phones[writer++ % 3]!, player, box)
      }
      await everyone('Round 15 of 15 · Anna’s turn')
      const sheets = await Promise.all(phones.map((app) => app.sheetText()))
      expect(new Set(sheets).size).toBe(1)

      // The host's phone goes: each guest has the game and finishes it on its own copy.
      await host.page.context().close()
      for (const guest of guests) {
        await guest.page.getByText('The host phone has left').waitFor({ timeout: 60_000 })
      }
      const last = [0, 1].map((player) => order.find((name) => !filled[player]!.has(name))!)
      for (const guest of guests) {
        await guest.play(...PLAYS[last[0]!]!)
        await guest.play(...PLAYS[last[1]!]!)
        await guest.page.locator('.sheet').waitFor()
      }
      // The game is over: the whole sheet stands on the page.
      const finals = await Promise.all(
        guests.map((guest) => guest.page.locator('.sheet').innerText()),
      )
      expect(finals[0]).toBe(finals[1])

      // The scores are the independent scorer's, over the moves each guest stored.
      for (const guest of guests) {
        const { moves } = await stored(guest)
        expect(moves).toHaveLength(30)
        const scores: Record<string, number>[] = [{}, {}]
        for (const move of moves) {
          expect(move.score).toBe(refScore('yatzy', move.box, move.dice))
          scores[move.player]![move.box] = move.score
        }
        for (const player of [0, 1]) {
          const expected = refTotals('yatzy', { scores: scores[player] } as unknown as Sheet)
          expect(await guest.total(player)).toBe(expected.total)
        }
      }
    } finally {
      await closeAll(sessions)
    }
    // A whole game on three phones: about three minutes on a busy 2-core machine, over the default.
  }, 420_000)

  it('with each phone its own seat, a guest picks its player, is offered only its own turns and says whose phone writes the others', async () => {
    const sessions: Session[] = []
    try {
      const host = await hostOf(sessions)
      await host.page.getByRole('radio', { name: 'Each phone its own seat' }).check()
      const guest = await phoneAt(sessions)
      await pairPhone(host.page, guest.page)
      const seats = guest.page.getByRole('group', { name: 'Which player is this phone?' })
      await seats.getByRole('button', { name: 'Bo' }).click()
      await guest.page.getByText('This phone plays Bo.').waitFor()
      // The host's list says which player each phone plays (and can give it another).
      const seatOf = host.page.getByRole('combobox', { name: /^Player for Phone / })
      await expect.poll(() => seatOf.inputValue()).toBe('1')

      // Anna's turn: not this phone's player. No dice to enter, no box to tap, and it says whose
      // turn it is and where it is written (no phone plays Anna: the host's).
      const dice = guest.page.getByPlaceholder(/Type dice/)
      const writable = guest.page.locator('.turn-panel button.turn-box:not([disabled])')
      const whose = guest.page.getByTestId('seat-turn')
      await expect.poll(() => whose.innerText()).toBe('Anna’s turn — written on the host phone.')
      expect(await dice.count()).toBe(0)
      expect(await writable.count()).toBe(0)
      expect(await guest.turn()).toBe('Round 1 of 15 · Anna’s turn')

      // The host writes Anna's; on Bo's turn the guest has the dice and writes.
      await host.showSheet(false)
      await host.play('55512', 'Fives')
      await expect.poll(() => guest.turn()).toBe('Round 1 of 15 · Bo’s turn')
      expect(await whose.count()).toBe(0)
      expect(await writable.count()).toBeGreaterThan(0)
      await guest.play('11123', 'Ones')
      await expect.poll(() => host.turn()).toBe('Round 2 of 15 · Anna’s turn')
      expect(await host.total(1)).toBe(3)
      // Nothing was refused on the way: no message pushed the boxes aside.
      expect(await guest.page.getByRole('alert').count()).toBe(0)

      // A second phone takes Anna: the first now says Anna's turn is written on Anna's phone.
      // The panel is in the game menu: opened afresh, it makes the code for the next phone.
      await host.openMenu()
      const playOnPhones = host.page.getByRole('button', { name: 'Play on several phones' })
      if ((await playOnPhones.getAttribute('aria-expanded')) === 'true') await playOnPhones.click()
      await playOnPhones.click()
      const anna = await phoneAt(sessions)
      await pairPhone(host.page, anna.page)
      await anna.page
        .getByRole('group', { name: 'Which player is this phone?' })
        .getByRole('button', { name: 'Anna' })
        .click()
      await anna.page.getByText('This phone plays Anna.').waitFor()
      await expect.poll(() => whose.innerText()).toBe('Anna’s turn — written on Anna’s phone.')
      expect(await dice.count()).toBe(0)
      await anna.play('66612', 'Sixes')
      await expect.poll(() => guest.turn()).toBe('Round 2 of 15 · Bo’s turn')
      expect(await dice.count()).toBe(1)
    } finally {
      await closeAll(sessions)
    }
  })
})

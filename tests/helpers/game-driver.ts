import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { expect } from 'vitest'

/**
 * Polls until the assertion passes: IndexedDB writes settle over several ticks. The time allowed
 * is for a busy machine: at load 20 on two cores an in-thread Forced Yatzy solve outlasted 3 s.
 */
export async function eventually(
  assertion: () => void | Promise<void>,
  timeoutMs = 15_000,
): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    await flushPromises()
    try {
      await assertion()
      return
    } catch (error) {
      if (Date.now() > until) throw error
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  }
}

/** Drives a mounted GameView the way a player does: types the dice, taps a box. */
export class GameDriver {
  constructor(private readonly wrapper: VueWrapper) {}

  text(): string {
    return this.wrapper.text()
  }

  async enterDice(dice: string) {
    const input = this.wrapper.get('input[inputmode="numeric"]')
    await input.setValue(dice)
    await input.trigger('change')
  }

  async tapFace(face: number) {
    await this.wrapper.get(`[aria-label="Add a ${face}"]`).trigger('click')
  }

  /** The offer button of a box for the current roll ("Fours: 12 points for this roll"). */
  offer(box: string) {
    return this.wrapper.find(
      `button:not([disabled])[aria-label^="${box}: "][aria-label*="for this roll"]`,
    )
  }

  /** Box-first: taps the open box, then the chip with its score. */
  async writeBoxFirst(box: string, score: number) {
    await this.wrapper.get(`button[aria-label="${box}: enter the score"]`).trigger('click')
    await flushPromises()
    const chip = this.wrapper
      .get('[role="dialog"]')
      .findAll('.picker__choice')
      .find((b) => b.text() === String(score))
    expect(chip, `no chip ${score} for ${box}`).toBeDefined()
    await chip!.trigger('click')
    await flushPromises()
  }

  /** After the game: runs the comparison with perfect play and waits for its first player. */
  async reviewChoices() {
    const run = this.wrapper.findAll('button').find((b) => b.text() === 'Review the choices')
    expect(run, 'no "Review the choices"').toBeDefined()
    await run!.trigger('click')
    await eventually(() => expect(this.wrapper.find('.advice-review__player').exists()).toBe(true))
  }

  forbidden(box: string) {
    return this.wrapper.find(`[aria-label="${box}: not allowed for this roll"]`)
  }

  async write(box: string, { confirmScratch = true } = {}) {
    const button = this.offer(box)
    expect(button.exists(), `no offer for ${box}`).toBe(true)
    const moves = this.turnText()
    await button.trigger('click')
    await flushPromises()
    const scratch = this.wrapper.find('[role="alertdialog"]')
    if (scratch.exists() && confirmScratch) {
      await scratch.get('button.button--danger').trigger('click')
    }
    await eventually(() => expect(this.turnText() !== moves || this.isOver()).toBe(true))
  }

  async undo() {
    const button = this.wrapper.findAll('button').find((b) => b.text().includes('Undo'))
    expect(button, 'no Undo button').toBeDefined()
    await button!.trigger('click')
  }

  /** The scores the correction dialog of a written box offers as chips (the dialog stays open). */
  async correctionChoices(cellLabel: string): Promise<number[]> {
    await this.wrapper.get(`button[aria-label="${cellLabel}"]`).trigger('click')
    return this.wrapper
      .get('[role="dialog"]')
      .findAll('.picker__choice')
      .map((b) => Number(b.text()))
  }

  /**
   * Opens a written box for correction and taps a score's chip or enters the dice; returns the
   * dialog's alert, if any (and checks it is the only one on the page).
   */
  async correct(cellLabel: string, entry: { score: number } | { dice: string }): Promise<string> {
    await this.wrapper.get(`button[aria-label="${cellLabel}"]`).trigger('click')
    const dialog = this.wrapper.get('[role="dialog"]')
    if ('score' in entry) {
      const chip = dialog.findAll('.picker__choice').find((b) => b.text() === String(entry.score))
      expect(chip, `no chip ${entry.score} for ${cellLabel}`).toBeDefined()
      await chip!.trigger('click')
    } else {
      await dialog.get('input[value="dice"]').setValue(true)
      const input = dialog.get('input[inputmode="numeric"]')
      await input.setValue(entry.dice)
      await input.trigger('change')
      await dialog.get('button.button--primary').trigger('click')
    }
    // Saved: the dialog closes. Refused: it stays open with the reason.
    await eventually(() => {
      const open = this.wrapper.find('[role="dialog"]')
      expect(!open.exists() || open.find('.problem[role="alert"]').exists()).toBe(true)
    })
    const open = this.wrapper.find('[role="dialog"]')
    if (!open.exists()) return ''
    const message = open.get('.problem[role="alert"]').text()
    const said = this.wrapper.findAll('[role="alert"]').map((a) => a.text())
    expect(
      said.filter((text) => text !== ''),
      'the reason shows once',
    ).toEqual([message])
    await this.cancelDialog()
    return message
  }

  /** "Cancel" in the open dialog. */
  async cancelDialog() {
    const cancel = this.wrapper
      .get('[role="dialog"]')
      .findAll('button')
      .find((b) => b.text() === 'Cancel')
    expect(cancel, 'no Cancel in the dialog').toBeDefined()
    await cancel!.trigger('click')
    await flushPromises()
  }

  /** The "Full sheet" toggle: every player's column instead of the turn's boxes. */
  async viewSheet(on = true) {
    const toggle = this.wrapper.findAll('button').find((b) => b.text().includes('Full sheet'))
    expect(toggle, 'no Full sheet toggle').toBeDefined()
    if ((toggle!.attributes('aria-pressed') === 'true') !== on) await toggle!.trigger('click')
    await flushPromises()
  }

  /** Reads something off the full sheet, then goes back to the turn. */
  async onSheet<T>(read: () => T): Promise<T> {
    await this.viewSheet(true)
    const value = read()
    await this.viewSheet(false)
    return value
  }

  refusal(): string {
    return this.wrapper.find('.dice-pad__refusal').text()
  }

  async play(dice: string, box: string) {
    await this.enterDice(dice)
    await this.write(box)
  }

  turnText(): string {
    return this.wrapper.find('.game__turn').text()
  }

  isOver(): boolean {
    return this.wrapper.find('.game-over').exists()
  }

  total(player: number): number {
    return Number(this.wrapper.get(`[data-testid="total-${player}"]`).text())
  }
}

import { mkdtempSync, writeFileSync } from 'node:fs'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type Axe from 'axe-core'
import type { Page } from 'playwright-core'
import { launch, origin, removeProfile, type Session } from './support/browser'
import { expectOwnOriginAndNoErrors } from './support/own-origin'
import { fitInto, readJpeg, toY4m } from '../../scripts/vision/photos'
import {
  DOUBTED_DIE_PHOTO,
  FOUR_DICE_PHOTO,
  SHORT_MADE_UP_ROLL,
  SURE_MADE_UP_ROLL,
  shortRollPicture,
} from '../vision/fixtures'
import { surestRealRoll } from '../../scripts/vision/surest-roll'
import { randomRollScene, renderScene } from '../../scripts/vision/render'
import { clutterScene } from '../../scripts/vision/clutter'
import type { RgbaImage } from '../../src/vision/types'

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** Chromium's fake camera playing a picture as a still 640×480 video, made now. */
function fakeCamera(picture: RgbaImage): string[] {
  const file = join(mkdtempSync(join(tmpdir(), 'yatzy-pad-camera-')), 'camera.y4m')
  writeFileSync(file, toY4m(fitInto(picture, 640, 480)))
  return ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${file}`]
}

const madeUpRoll = () => renderScene(randomRollScene(5, SURE_MADE_UP_ROLL.seed).scene)

const ALLOW = ['--use-fake-ui-for-media-stream']

async function openChecker(page: Page) {
  await page.goto(`${origin()}/#/checker`)
  await page.getByRole('heading', { name: 'Roll checker' }).waitFor()
}

/** The faces in the dice field, as the remove buttons name them. */
async function enteredDice(page: Page): Promise<number[]> {
  const labels = await page
    .getByRole('group', { name: /dice entered/ })
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
  return labels.map((label) => Number(label.replace(/\D/g, '')))
}

/** Opens the camera and watches some seconds of frames: never a die, never an offer. */
async function expectNoDiceOffered(page: Page) {
  await openChecker(page)
  await page.getByRole('button', { name: 'Camera', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Read the dice with the camera' })
  await dialog
    .getByRole('status')
    .filter({ hasText: 'Point the camera at the dice' })
    .waitFor({ timeout: 30_000 })
  const use = dialog.getByRole('button', { name: 'Use these dice' })
  const dice = dialog.getByRole('list', { name: 'Dice found' })
  for (let look = 0; look < 20; look++) {
    expect(await use.count()).toBe(0)
    expect(await dice.count()).toBe(0)
    await page.waitForTimeout(250)
  }
  await dialog.getByRole('button', { name: 'Close the camera' }).click()
  expect(await enteredDice(page)).toEqual([])
}

/** What axe-core finds on the page as it is now (the page must be launched with bypassCSP). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof Axe }).axe
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    })
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`,
    )
  })
}

/**
 * The camera dialog's layout: whether the picture keeps its 4:3 shape, the parts of the dialog
 * (title, picture, status, question, dice, buttons) that lie over the one after them, and the
 * texts and buttons too short for what they hold.
 */
const cameraLayout = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('.dice-camera')!
    const view = dialog.querySelector('.dice-camera__view')!.getBoundingClientRect()
    const parts = [...dialog.children]
      .filter((part) => part.getBoundingClientRect().height > 0)
      .map((part) => ({ name: part.className, box: part.getBoundingClientRect() }))
    const overlaps = parts
      .slice(1)
      .filter((part, i) => part.box.top < parts[i]!.box.bottom - 0.5)
      .map((part, i) => `${parts[i]!.name} / ${part.name}`)
    const cut = [...dialog.querySelectorAll('p, button, [role="group"]')]
      .filter((part) => part.scrollHeight > part.clientHeight + 1)
      .map((part) => part.className || part.tagName)
    return { pictureWhole: view.height >= 0.74 * view.width, overlaps, cut }
  })

let session: Session | undefined
afterEach(async () => {
  await session?.context.close()
  if (session) removeProfile(session.profileDir)
  session = undefined
})

describe('The camera reads the dice in the roll checker', () => {
  it('fills the dice field with the roll it reads, closes, and announces it', async () => {
    session = await launch(undefined, undefined, {}, [...fakeCamera(madeUpRoll()), ...ALLOW])
    const { page } = session
    await openChecker(page)
    await page.getByRole('button', { name: 'Camera', exact: true }).click()
    await page.getByRole('dialog', { name: 'Read the dice with the camera' }).waitFor()
    // The camera closes by itself once the reading is sure and steady.
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 })
    expect((await enteredDice(page)).sort()).toEqual(SURE_MADE_UP_ROLL.faces)
    await expect
      .poll(() => page.locator('[aria-live="polite"]').allInnerTexts())
      .toContain(`Dice from the camera: ${[...(await enteredDice(page))].join(', ')}`)
    expectOwnOriginAndNoErrors()
  })

  it('reads no dice on a table of keys, playing cards and dot-matrix digits', async () => {
    // A held-out table of the clutter sets' kinds nearest a die (scripts/vision/clutter-sets.ts).
    const table = clutterScene(100_002, {
      kinds: ['keyboard', 'playingCard', 'clockDigits'],
      things: 5,
    })
    session = await launch(undefined, undefined, {}, [...fakeCamera(table.picture), ...ALLOW])
    await expectNoDiceOffered(session.page)
    expectOwnOriginAndNoErrors()
  })

  // The sample's photo of five dice the reader reads surest and right (by its label).
  it('fills the dice field with the roll on a real photo', async () => {
    const roll = await surestRealRoll()
    session = await launch(undefined, undefined, {}, [...fakeCamera(roll.picture), ...ALLOW])
    const { page } = session
    await openChecker(page)
    await page.getByRole('button', { name: 'Camera', exact: true }).click()
    await page.getByRole('dialog', { name: 'Read the dice with the camera' }).waitFor()
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 30_000 })
    expect((await enteredDice(page)).sort()).toEqual([...roll.faces].sort())
    expectOwnOriginAndNoErrors()
  })

  it('on a real photo with one unclear die, asks about that die (axe finds nothing) and fills in the face tapped', async () => {
    session = await launch(undefined, undefined, { bypassCSP: true }, [
      ...fakeCamera(readJpeg(DOUBTED_DIE_PHOTO.path)),
      ...ALLOW,
    ])
    const { page } = session
    await openChecker(page)
    await page.getByRole('button', { name: 'Camera', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Read the dice with the camera' })
    const { face } = DOUBTED_DIE_PHOTO.doubted
    const question = dialog.getByRole('group', {
      name: `Not sure of the die marked with a red dashed frame: it looks like a ${face}. Tap its face, or say it is not a die.`,
    })
    await question.waitFor({ timeout: 30_000 })
    // Nothing is filled in while it asks.
    expect(await enteredDice(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    await question.getByRole('button', { name: `It is a ${face}` }).click()
    await dialog.getByRole('button', { name: 'Use these dice' }).click()
    expect((await enteredDice(page)).sort()).toEqual(DOUBTED_DIE_PHOTO.faces)
    expectOwnOriginAndNoErrors()
  })

  it('on a roll found one die short, a tap on the die it left out adds it (axe finds nothing; a phone at 200 % text)', async () => {
    session = await launch(undefined, { width: 360, height: 740 }, { bypassCSP: true }, [
      ...fakeCamera(shortRollPicture().picture),
      ...ALLOW,
    ])
    const { page } = session
    const devTools = await page.context().newCDPSession(page)
    await devTools.send('Page.setFontSizes', { fontSizes: { standard: 32 } })
    await openChecker(page)
    await page.getByRole('button', { name: 'Camera', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Read the dice with the camera' })
    const { face } = SHORT_MADE_UP_ROLL.odd
    const add = dialog.getByRole('button', { name: `A die: add the ${face} marked here` })
    await add.waitFor({ timeout: 30_000 })
    await dialog.getByRole('status').filter({ hasText: '4 dice found, 5 needed' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await add.click()
    // Taken in, the black die is read unclearly: the camera asks its face.
    const question = dialog.getByRole('group', { name: /Not sure of the die/ })
    await question.waitFor({ timeout: 30_000 })
    expect(await enteredDice(page)).toEqual([])
    expect(await cameraLayout(page)).toEqual({ pictureWhole: true, overlaps: [], cut: [] })
    await question.getByRole('button', { name: `It is a ${face}` }).click()
    await dialog.getByRole('button', { name: 'Use these dice' }).click()
    expect((await enteredDice(page)).sort()).toEqual(SHORT_MADE_UP_ROLL.faces)
    expectOwnOriginAndNoErrors()
  })

  it('asks instead of guessing when a real photo shows four dice, and axe finds nothing', async () => {
    session = await launch(undefined, undefined, { bypassCSP: true }, [
      ...fakeCamera(readJpeg(FOUR_DICE_PHOTO.path)),
      ...ALLOW,
    ])
    const { page } = session
    await openChecker(page)
    await page.getByRole('button', { name: 'Camera', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Read the dice with the camera' })
    await dialog
      .getByRole('status')
      .filter({ hasText: '4 dice found, 5 needed' })
      .waitFor({ timeout: 30_000 })
    expect(await enteredDice(page)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    // Taken as it is: the four dice go to the field, the fifth is the player's to add.
    await dialog.getByRole('button', { name: 'Use these dice' }).click()
    expect((await enteredDice(page)).sort()).toEqual([...FOUR_DICE_PHOTO.faces].sort())
  })

  it("reads no dice in Chromium's own test pattern, and offers none", async () => {
    // No file to play: the fake camera shows its moving pattern of clock-like digits.
    session = await launch(undefined, undefined, {}, [
      '--use-fake-device-for-media-stream',
      ...ALLOW,
    ])
    // The pattern's digits change from frame to frame.
    await expectNoDiceOffered(session.page)
    expectOwnOriginAndNoErrors()
  })

  it('says so plainly when the camera is refused, and the dice pad still works', async () => {
    session = await launch(undefined, undefined, {}, fakeCamera(readJpeg(FOUR_DICE_PHOTO.path)))
    const { page, context } = session
    await context.clearPermissions()
    await openChecker(page)
    await page.getByRole('button', { name: 'Camera', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'The camera is not allowed here' }).waitFor()
    await page.getByRole('button', { name: 'Close the camera' }).click()
    await page.getByRole('button', { name: 'Add a 6' }).click()
    expect(await enteredDice(page)).toEqual([6])
  })
})

/**
 * Dice whose label the photo contradicts, each looked at in the photo by a research round. A
 * bench that fills in such a photo's roll as the photo shows it counts it "wrong" by the labels;
 * it names these apart, so a label error is not taken for a misread (nor a misread for one).
 */
export const KNOWN_LABEL_ERRORS = [
  // docs/research/2026-12-05-vision-pips.md, section 5 (DiceWatcher; Rune55 holds copies).
  { stem: 'IMG_20191209_095439', labelled: 5, shows: 4, die: 'purple, frame x 328' },
  { stem: 'IMG_20191209_095555', labelled: 5, shows: 6, die: 'purple, frame x 200' },
  { stem: 'IMG_20191209_095954', labelled: 2, shows: 3, die: 'green with yellow pips' },
  // docs/research/2026-12-06-vision-colour.md: the same die, 8 seconds on (frame x 182).
  { stem: 'IMG_20191209_100002', labelled: 2, shows: 3, die: 'green with yellow pips' },
  // docs/research/2026-12-06-vision-group-anchor.md: a flat die seen ~16° off the camera's axis
  // shows its top face (5) square and its side (6) as a band toward the frame's middle, the
  // sight IMG_20191209_100733 and IMG_20191209_100701 label 5.
  { stem: 'IMG_20191209_100722', labelled: 6, shows: 5, die: 'white, photo x 0.68 y 0.68' },
  // docs/research/2026-12-05-vision-doubt.md, section 3 (Rune55).
  { stem: '00054', labelled: 2, shows: 5, die: 'a plain 5' },
  { stem: '00078', labelled: 3, shows: 6, die: 'six pips in view' },
] as const

/** Whether a photo (its file name or path) is one with a known label error. */
export function hasKnownLabelError(photo: string): boolean {
  const name = photo.split('/').pop() ?? photo
  return KNOWN_LABEL_ERRORS.some(
    ({ stem }) => name === stem || name.startsWith(`${stem}_`) || name.startsWith(`${stem}.`),
  )
}

/** The recogniser's fixed choices, shared by the app and the training scripts. */

/** Frames are read at this long side (a 640×480 frame: at 320×240). */
export const WORKING_SIDE = 320
/** The smallest die side searched, in working pixels (the old centre-surround search, training only). */
export const SMALLEST_CANDIDATE = 8
/** At most this many windows of the old centre-surround search (training only). */
export const CANDIDATE_LIMIT = 64
/**
 * The centre-surround search answers to a die's top face; the photos' labels (and so the
 * reader's crops) frame the whole die with its sides in view, about a third larger.
 */
export const DIE_PER_CANDIDATE = 1.33
/** The dice finder (detector.ts) passes on places at least this likely to be a die's centre… */
export const FINDER_THRESHOLD = 0.3
/** …and at most this many a frame, likeliest first. */
export const FINDER_LIMIT = 24
/**
 * The reader is shown each die found at this much of the finder's size: a crop cut too large
 * (the die small in it, its neighbours in view) is read worse than one cut a little tight.
 */
export const READ_SIZE = 0.9
/**
 * A window the finder offers is a die when the reader gives "a die" at least this chance (its first
 * look, then all its looks together). Lower lists more of the dice in view, and more things that
 * are none; it never makes a reading sure, which asks far more of every face.
 */
export const DIE_CHANCE = 0.5
/**
 * Which things found are dice, by set.ts's dieEvidence (the log-odds that a thing is a die of a
 * roll: the reader's die chance and face, its outline, its spots). A reading has dice only when
 * one of them reaches ANCHOR_EVIDENCE (on a table of clutter and no dice, hardly anything does);
 * others join it when they reach ALONE_EVIDENCE and stray from the anchors' looks by at most
 * STRAY_LIMIT (set.ts's strayFrom). Chosen on the clutter sets' dev part: see
 * docs/research/vision-clutter.md.
 */
export const ANCHOR_EVIDENCE = 3
/**
 * An anchor must look plainly like a die too (set.ts's anchorsOf): fill its square alike both
 * ways to within ANCHOR_STRETCH (die-look.ts's stretch: a card does not), and, read as a 1, stand
 * out from the table by ANCHOR_ONE_SIDES on three sides (a key with a dot on it does not) or have
 * another anchor like it. Chosen on the clutter sets' dev part, with its tables of keyboards,
 * cards and clock digits alone.
 */
export const ANCHOR_STRETCH = 0.15
export const ANCHOR_ONE_SIDES = 0.06
export const ALONE_EVIDENCE = -1
export const STRAY_LIMIT = 16
/**
 * A set one die short takes in the one clear, die-like thing of its size left out (read-dice.ts's
 * withLastDie) if it strays by at most this. On the dev data the dice left out for straying cost
 * 16.1 / 16.6 / 18.3 (quartiles), 57 of 67 under 20: 2 more rolls right at 20 (the same at 24 and
 * 30), none wrong, no thing that is no die more in any set
 * (docs/research/2026-12-06-vision-frame-cost.md).
 */
export const SHORT_STRAY_LIMIT = 20
/**
 * A thing the reader is sure of (its face read at SURE_CONFIDENCE or more, its dieEvidence at
 * least SURE_JOIN_EVIDENCE) and of the anchors' size (within one spread of set.ts's SPREAD.size)
 * strays in brightness and colour at SURE_JOIN_WEIGHT of the cost when it joins the anchors
 * (set.ts's strayFrom; the set choice weighs them whole). A roll may mix dice of several colours,
 * and light falls off across a table: of the 114 dev rolls that asked because too few things
 * joined, 107 left a die out for straying, 60 of them DiceWatcher's small dice of mixed colours,
 * mostly on brightness and red share. Chosen on the dev data (scripts/vision/doubt-trials.ts,
 * docs/research/2026-12-05-vision-doubt.md, Round 3): 13 more of 557 dev rolls filled in right,
 * none wrong, and no more things that are no die in any roll's set or on the no-dice tables;
 * forgiving things by their pip count instead let in things that are no die, and forgiving in
 * the set choice too filled in one roll wrong.
 */
export const SURE_JOIN_WEIGHT = 0.5
export const SURE_JOIN_EVIDENCE = 0
/**
 * Every face must be read at least this sure for the reading to fill the dice without asking.
 * Calibrated (scripts/vision/calibrate-sure.ts, docs/research/vision-clutter.md): 0.975, so a die
 * shown as 0.98 fills in, where 0.98 left dice read at 0.975–0.98 asking. With the set rule no
 * roll of the clutter sets' dev part (454 rolls) is filled in wrong at any bar from 0.93, nor any
 * of the benchmark's 300 made-up rolls from 0.95; the real photos' bar was 0.98 (at 0.97 one made-up
 * roll was filled in wrong then), so it moves only this far.
 */
export const SURE_CONFIDENCE = 0.975
/**
 * A die smaller than SMALL_DIE_SIDE pixels in a 640-pixel frame (its side, the frame's long side
 * scaled to 640) needs only SMALL_SURE_CONFIDENCE. On the dev data (Rune55's checking names,
 * DiceWatcher's training sittings, the clutter sets' dev rolls; scripts/vision/doubt-gates.ts,
 * docs/research/2026-12-05-vision-doubt.md) no die of 20–70 pixels is read wrong at 0.81 or more
 * (157 read wrong, label errors aside), while a third of those read right are under 0.975; the
 * reads wrong at 0.9–0.975 are all larger (72–97 px: a small, dark die of the sample photos pasted
 * large). So the bar below 70 px is 0.9, and 0.975 above. Not for a die read as 4 (read-dice.ts's
 * sureBar): a 5 that lost its centre pip reads as 4, and the surest small wrong reads on the dev
 * data are such 4s (0.80, 0.73, 0.72, 0.67), as is a 67-pixel made-up 5 read as 4 at 0.917 on
 * held-out rolls (Round 4 of that note). The next surest small wrong read is 0.77 (a 6 as 1).
 */
export const SMALL_DIE_SIDE = 70
export const SMALL_SURE_CONFIDENCE = 0.9
/**
 * A die under SMALL_DIE_SIDE, not read as 4, is sure too when every look but one reads its face
 * at least this sure (read-dice.ts's clearlyRead): one look of four, cut with a side face or the
 * table's edge in view, may dissent. On the dev data no such die read wrong has all looks but one
 * above 0.90 (the surest: a 2 read as 3 at 0.899, a 5 as 4 at 0.884), while 44 read right reach
 * 0.95 with their least look under the small bar (docs/research/2026-12-06-vision-frame-cost.md).
 */
export const SMALL_AGREED_CONFIDENCE = 0.95
/**
 * A small die that alone keeps a roll from being sure is read again through windows of these
 * shares of its side (READ_SIZE is the first); the same face in each, one at its sure bar, and it
 * is sure (second-look.ts's secondLook). On the dev data, of 1,135 unclear dice on a labelled die,
 * 269 read wrong, this passed 175 read right and none read wrong; for small dice alone it fills in
 * 3 more dev rolls, none wrong (docs/research/2026-12-06-vision-frame-cost.md).
 */
export const SECOND_LOOK_SIZES = [0.8, 1.0]
/**
 * When no thing found anchors a roll (set.ts's anchorsOf), the second reader reads at most
 * VOUCH_LIMIT of the things that look plainly like dice (set.ts's looksPlain), likeliest first; one
 * it reads as the same face at least VOUCH_CONFIDENCE sure anchors (second-look.ts's vouchedFor).
 * Chosen on the dev data (docs/research/2026-12-06-vision-vouch.md): at 0.99 and 0.995 alike one
 * more dev roll fills in, none wrong, and no table without dice shows more; 0.995 vouches for
 * fewer things that are no die (1 of 32 vouched for, against 2 of 54).
 */
export const VOUCH_CONFIDENCE = 0.995
/**
 * At most this many second reads a frame for vouching, four looks each, only in frames with no
 * anchor (a table of clutter may hold a dozen plain-looking things). Any limit of 1 to 6 fills in
 * the same dev rolls; 6 leaves room for a roll whose likeliest things are not its dice.
 */
export const VOUCH_LIMIT = 6
/**
 * A die whose pip-shaped spots (die-look.ts's pips) count the face read is sure too when every
 * look but one reads that face at least this sure (read-dice.ts's clearlyRead). On the dev data
 * (scripts/vision/doubt-dump.ts --looks; docs/research/2026-12-05-vision-doubt.md, Round 4) no die
 * whose pips count its face is read wrong with all looks but one at more than 0.90, while the
 * dice read wrong at 0.96–0.99 that way have a pip count unlike the face (a small dark 4 read as
 * 5 shows one spot). Not for a 1: one spot is what any dot shows (a thing of clutter read as 1
 * made a held-out roll wrong). With sureBar: 22 more of 557 dev rolls fill in right, none wrong.
 */
export const PIP_CHECKED_CONFIDENCE = 0.975
/** Mean brightness (0–255) under which "too dark" is the likelier reason nothing is read. */
export const TOO_DARK = 40
/**
 * A die is read in its own shade (die-shade.ts), not in brightness, when brightness follows that
 * shade less closely than this over its face: red pips on a black die (0.98 from the dev data of
 * docs/research/2026-12-06-vision-shade.md; 0.9 and 0.95 read fewer of such dice in their shade).
 */
export const SHADE_LIKENESS = 0.98
/** A die found is read again turned by these angles; its confidence is the least of the looks. */
export const READ_TURNS = [Math.PI / 2, Math.PI, (3 * Math.PI) / 2]

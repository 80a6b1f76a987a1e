// The storage benchmark itself, free of Node APIs so it runs in Node (on fake-indexeddb) and in
// Chromium (on real IndexedDB) alike. Run it with scripts/bench/db.ts.
import type { VariantId } from '../../src/rules'
import { backupService } from '../../src/db/backup'
import { YatzyPadDatabase } from '../../src/db/database'
import { gameQueries } from '../../src/db/game-queries'
import { gameRepository } from '../../src/db/games'
import { saveGames } from '../../src/db/game-writes'
import { statsQueries } from '../../src/db/stats'
import type { GameRecord } from '../../src/db/types'
import { finishedGameAt, makeGame, playMoves, seededRandom } from '../../tests/fixtures/games'

export interface BenchRow {
  what: string
  /** Milliseconds of the first run (cold caches). */
  first: number
  /** Median milliseconds over all runs. */
  median: number
  note: string
}

export interface BenchReport {
  environment: string
  games: number
  fillMs: number
  queries: BenchRow[]
  backup: BenchRow[]
}

const BATCH = 500
const RUNS = 5
const UNFINISHED = 5
const NAMES = ['Anna', 'Bo', 'Cy', 'Dee', 'Eli', 'Fia', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Liv']
/** Joins about 1 game in 100: how fast is a player whose games are far apart in the history? */
const RARE = 'Rut'
const VARIANT_SHARES: [VariantId, number][] = [
  ['yatzy', 0.5],
  ['forced-yatzy', 0.15],
  ['maxi-yatzy', 0.15],
  ['yahtzee', 0.2],
]

function pickVariant(random: () => number): VariantId {
  let roll = random()
  for (const [variant, share] of VARIANT_SHARES) {
    if ((roll -= share) < 0) return variant
  }
  return 'yatzy'
}

function pickPlayers(random: () => number): string[] {
  const count = 2 + Math.floor(random() * 3)
  const pool = [...NAMES]
  const players: string[] = []
  while (players.length < count) {
    players.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!)
  }
  if (random() < 0.01) players[players.length - 1] = RARE
  return players
}

async function fill(database: YatzyPadDatabase, gameCount: number): Promise<void> {
  const random = seededRandom(2025)
  const threeYears = 3 * 365 * 24 * 3_600_000
  const firstFinish = Date.UTC(2023, 0, 1)
  for (let from = 0; from < gameCount; from += BATCH) {
    const batch: GameRecord[] = []
    for (let index = from; index < Math.min(from + BATCH, gameCount); index++) {
      const finishedAt = firstFinish + Math.floor((index / gameCount) * threeYears)
      const play = { variant: pickVariant(random), players: pickPlayers(random) }
      batch.push(finishedGameAt(random, play, finishedAt))
    }
    await database.transaction('rw', database.games, database.playerResults, () =>
      saveGames(
        database,
        batch.map((next) => ({ next })),
      ),
    )
  }
  for (let i = 0; i < UNFINISHED; i++) {
    await database.games.add(
      makeGame(random, { variant: 'yatzy', players: pickPlayers(random), moves: 9 }),
    )
  }
}

async function timed<T>(
  what: string,
  run: () => Promise<T>,
  note: (result: T) => string,
  runs = RUNS,
): Promise<BenchRow> {
  const times: number[] = []
  let result: T | undefined
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    result = await run()
    times.push(performance.now() - start)
  }
  const sorted = [...times].sort((a, b) => a - b)
  return { what, first: times[0]!, median: sorted[Math.floor(runs / 2)]!, note: note(result!) }
}

const gamesNote = (page: { games: GameRecord[] }) => `${page.games.length} games`
const statsNote = (stats: { kinds: { games: number }[] }) =>
  `${stats.kinds.reduce((sum, v) => sum + v.games, 0)} games`

async function measureQueries(database: YatzyPadDatabase, gameCount: number): Promise<BenchRow[]> {
  const queries = gameQueries(database)
  const stats = statsQueries(database)
  const rare = RARE.toLowerCase()
  const deep = Math.floor(gameCount / 2)
  const atDeep = (await queries.listFinished({ offset: deep - 20 })).next!
  const plan: [string, () => Promise<BenchRow>][] = [
    ['first page', () => timed('history: newest 20', () => queries.listFinished(), gamesNote)],
    [
      'variant page',
      () =>
        timed(
          'history: maxi-yatzy, newest 20',
          () => queries.listFinished({ kind: 'maxi-yatzy' }),
          gamesNote,
        ),
    ],
    [
      'player page',
      () =>
        timed(
          'history: Anna, newest 20',
          () => queries.listFinished({ player: 'anna' }),
          gamesNote,
        ),
    ],
    [
      'player and variant page',
      () =>
        timed(
          'history: Anna + yahtzee, newest 20',
          () => queries.listFinished({ player: 'anna', kind: 'yahtzee' }),
          gamesNote,
        ),
    ],
    [
      'rare player page',
      () =>
        timed(
          `history: ${RARE} (1%), newest 20`,
          () => queries.listFinished({ player: RARE }),
          gamesNote,
        ),
    ],
    [
      'what the player index saves',
      () =>
        timed(
          `  without index: ${RARE} by scan`,
          () =>
            database.games
              .orderBy('finishedAt')
              .reverse()
              .filter((game) => game.playerNames.includes(rare))
              .limit(20)
              .toArray(),
          (games) => `${games.length} games`,
        ),
    ],
    [
      'deep page by offset',
      () =>
        timed(`history: offset ${deep}`, () => queries.listFinished({ offset: deep }), gamesNote),
    ],
    [
      'deep page by cursor',
      () =>
        timed(
          `history: cursor at ${deep}`,
          () => queries.listFinished({ after: atDeep }),
          gamesNote,
        ),
    ],
    ['count', () => timed('count finished: all', () => queries.countFinished(), String)],
    [
      'count player',
      () => timed('count finished: Anna', () => queries.countFinished({ player: 'Anna' }), String),
    ],
    [
      'resume list',
      () =>
        timed(
          'unfinished games',
          () => queries.listUnfinished(),
          (games) => `${games.length} games`,
        ),
    ],
    [
      'names',
      () =>
        timed(
          'name suggestions',
          () => queries.knownPlayerNames(),
          (names) => `${names.length} names`,
        ),
    ],
    ['stats', () => timed('stats: Anna, all variants', () => stats.playerStats('Anna'), statsNote)],
    [
      'stats from whole games',
      () =>
        timed(
          '  reading whole games instead',
          () =>
            database.games
              .where('finishedKeys')
              .between(['anna', '', -Infinity], ['anna', '', Infinity], true, true)
              .toArray(),
          (games) => `${games.length} games`,
        ),
    ],
    [
      'stats one variant',
      () =>
        timed('stats: Anna, yatzy', () => stats.playerStats('Anna', { kind: 'yatzy' }), statsNote),
    ],
    ['stats rare', () => timed(`stats: ${RARE}`, () => stats.playerStats(RARE), statsNote)],
  ]
  const rows: BenchRow[] = []
  for (const [, measure] of plan) rows.push(await measure())
  // The app writes with strict durability; the relaxed rows show what waiting for the disk costs.
  const relaxed = new YatzyPadDatabase(database.name, 'relaxed')
  const relaxedWrites = await measureWrites(relaxed, ', relaxed')
  relaxed.close()
  return [...rows, ...(await measureWrites(database, ', strict')), ...relaxedWrites]
}

/** The writes a game makes while it is played, each one transaction. */
async function measureWrites(database: YatzyPadDatabase, label = ''): Promise<BenchRow[]> {
  const repository = gameRepository(database)
  const players = ['Anna', 'Bo']
  const moves = playMoves(seededRandom(5), { variant: 'yatzy', players })
  let game = await repository.createGame({ variant: 'yatzy', options: {}, players })
  const revision = (record: GameRecord) => `revision ${record.revision}`
  const append = await timed(
    `write: append a move${label}`,
    async () =>
      (game = await repository.appendMove(game.id, game.revision, moves[game.moves.length]!)),
    revision,
  )
  const undo = await timed(
    `write: undo a move${label}`,
    async () => (game = await repository.undoLastMove(game.id, game.revision)),
    revision,
  )
  for (const move of moves.slice(0, -1)) {
    game = await repository.appendMove(game.id, game.revision, move)
  }
  const finish = await timed(
    `write: last move (finishes, result rows)${label}`,
    async () => (game = await repository.appendMove(game.id, game.revision, moves.at(-1)!)),
    revision,
    1,
  )
  await repository.deleteGame(game.id)
  return [append, undo, finish]
}

async function measureBackup(database: YatzyPadDatabase, gameCount: number): Promise<BenchRow[]> {
  let text = ''
  const exported = await timed(
    'export all',
    async () => (text = await backupService(database).exportBackup()),
    () => '',
    1,
  )
  const bytes = new TextEncoder().encode(text).length
  exported.what = `export all (${(bytes / 1024 / 1024).toFixed(1)} MB)`
  exported.note = `${(bytes / (gameCount + UNFINISHED) / 1024).toFixed(1)} kB a game`
  const target = new YatzyPadDatabase('yatzy-pad-bench-import')
  await target.delete()
  await target.open()
  const restore = backupService(target)
  const rows = [
    exported,
    await timed(
      'import into an empty database',
      () => restore.importBackup(text),
      JSON.stringify,
      1,
    ),
    await timed('import the same file again', () => restore.importBackup(text), JSON.stringify, 1),
  ]
  await target.delete()
  return rows
}

/** Fills a scratch database with `gameCount` finished games and times the queries on it. */
export async function runStorageBench(
  gameCount: number,
  environment: string,
): Promise<BenchReport> {
  const database = new YatzyPadDatabase('yatzy-pad-bench')
  await database.delete()
  await database.open()
  const fillStart = performance.now()
  await fill(database, gameCount)
  const fillMs = performance.now() - fillStart
  const queries = await measureQueries(database, gameCount)
  const backup = await measureBackup(database, gameCount)
  await database.delete()
  return { environment, games: gameCount, fillMs, queries, backup }
}

function ms(value: number): string {
  return value < 10 ? value.toFixed(1) : value.toFixed(0)
}

function table(title: string, rows: BenchRow[]): string[] {
  const width = Math.max(...rows.map((row) => row.what.length))
  return [
    '',
    title,
    `${'query'.padEnd(width)}  ${'first ms'.padStart(9)}  ${'median ms'.padStart(9)}  result`,
    `${'-'.repeat(width)}  ${'-'.repeat(9)}  ${'-'.repeat(9)}  ------`,
    ...rows.map(
      (row) =>
        `${row.what.padEnd(width)}  ${ms(row.first).padStart(9)}  ${ms(row.median).padStart(9)}  ${row.note}`,
    ),
  ]
}

export function formatReport(report: BenchReport): string {
  return [
    `Yatzy Pad storage: ${report.games} finished + ${UNFINISHED} unfinished games, ${report.environment}`,
    `fill (bulkAdd in batches of ${BATCH}, games generated on the fly): ${ms(report.fillMs)} ms`,
    ...table(`Queries (${RUNS} runs each)`, report.queries),
    ...table('Backup (one run each)', report.backup),
  ].join('\n')
}

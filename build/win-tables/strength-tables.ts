/**
 * npm run tables:strength   (nice -n 19 tsx build/win-tables/strength-tables.ts)
 *
 * Fits the strength tables the win chances ship (src/advisor/win/strength-table.ts) on
 * WIN_TABLE_GAMES self-play games per computer level (default 6 000, seed 12; the shipped Maxi
 * Yatzy table: 3 000) and writes src/advisor/win/strength/<variant>.ts for each variant in
 * WIN_VARIANTS (default all four). With WIN_TUNE=1 each level's spread is also scaled by what
 * scores best on four-player tables of the same games (measure-strength.ts, tuneSpreads; the
 * shipped tables are untuned). `npm run bench` (scripts/bench/win-calibration.ts) then says how
 * well they predict.
 */
import { writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { format, resolveConfig } from 'prettier'
import type { ComputerLevel } from '../../src/computer'
import { residualTableFor } from '../../src/advisor/win/residuals'
import { advisorFor } from '../../scripts/lib/cached-advisor'
import { cachedSelfPlay } from '../../scripts/lib/cached-self-play'
import { measureStrength, tuneSpreads } from './measure-strength'
import { winVariants } from '../../scripts/lib/win-variants'

const VARIANT_IDS = winVariants()
const TABLE_GAMES = Number(process.env.WIN_TABLE_GAMES ?? 6000)
const TABLE_SEED = 12
const TUNE = process.env.WIN_TUNE === '1'
/** Perfect play needs no table: its chances are those of the residual tables. */
const FITTED: ComputerLevel[] = ['easy', 'medium', 'hard']

for (const variant of VARIANT_IDS) {
  const started = performance.now()
  const advisor = advisorFor(variant)
  const games = FITTED.map((level) => cachedSelfPlay(advisor, TABLE_GAMES, TABLE_SEED, level))
  const residuals = await residualTableFor(variant)
  const measured = measureStrength(advisor, games)
  const table = TUNE
    ? tuneSpreads(advisor, residuals, measured, games, (line) => console.log(line))
    : measured
  const file = `src/advisor/win/strength/${variant}.ts`
  const joined = (record: Record<string, readonly number[]>) =>
    Object.entries(record)
      .map(([key, row]) => `        '${key}': '${row.join(' ')}',\n`)
      .join('')
  const levels = table.levels
    .map(
      (level) =>
        `    {\n      typical: ${level.typical},\n      lines: {\n${joined(level.lines)}      },\n` +
        `      rows: {\n${joined(level.rows)}      },\n` +
        `      totals: {\n${Object.entries(level.totals ?? {})
          .map(([key, mean]) => `        '${key}': ${mean},\n`)
          .join('')}      },\n` +
        `      zeros: {\n${Object.entries(level.zeros ?? {})
          .map(([key, share]) => `        '${key}': ${share},\n`)
          .join('')}      },\n    },\n`,
    )
    .join('')
  const source =
    `// Written by \`npm run tables:strength\` (${TABLE_GAMES} self-play games per level): do not edit.\n` +
    `import type { StoredStrength } from '../strength-table'\n\n` +
    `export const strength: StoredStrength = {\n  variant: '${variant}',\n  games: ${table.games},\n  levels: [\n${levels}  ],\n}\n`
  const body = await format(source, { ...(await resolveConfig(file)), filepath: file })
  writeFileSync(file, body)
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  console.log(
    `${variant}: ${table.levels.map((l) => `${l.typical} (${Object.keys(l.rows).length} rows)`).join(', ')}; ` +
      `${body.length} bytes, ${gzipSync(body).length} gzipped → ${file} (${seconds} s)`,
  )
}

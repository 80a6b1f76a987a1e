/**
 * npm run tables:residuals   (nice -n 19 tsx build/win-tables/residual-tables.ts)
 *
 * Measures the residual tables the win chances ship (src/advisor/win/residual-table.ts) from
 * WIN_TABLE_GAMES single-player games of the Perfect computer per variant (default 6 000, seed 12:
 * other games than the benchmark's) and writes src/advisor/win/residuals/<variant>.ts for each
 * variant in WIN_VARIANTS (default yatzy,yahtzee; the shipped Maxi Yatzy table: 1 500 games).
 * `npm run bench` (scripts/bench/win-chances.ts) then says how well they predict.
 */
import { writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { advisorFor } from '../../scripts/lib/cached-advisor'
import { cachedSelfPlay } from '../../scripts/lib/cached-self-play'
import { measureResiduals } from './measure-residuals'
import { winVariants } from '../../scripts/lib/win-variants'

const TABLE_GAMES = Number(process.env.WIN_TABLE_GAMES ?? 6000)
const VARIANT_IDS = winVariants(['yatzy', 'yahtzee'])
const TABLE_SEED = 12

for (const variant of VARIANT_IDS) {
  const started = performance.now()
  const advisor = advisorFor(variant)
  const games = cachedSelfPlay(advisor, TABLE_GAMES, TABLE_SEED, 'perfect')
  const table = measureResiduals(advisor, games)
  const file = `src/advisor/win/residuals/${variant}.ts`
  const joined = (record: Record<string, readonly number[]>) =>
    Object.entries(record)
      .map(([key, row]) => `    '${key}': '${row.join(' ')}',\n`)
      .join('')
  const body =
    `// Written by \`npm run tables:residuals\` (${TABLE_GAMES} self-play games): do not edit.\n` +
    `import type { StoredResiduals } from '../residual-table'\n\n` +
    `export const residuals: StoredResiduals = {\n  variant: '${variant}',\n  games: ${table.games},\n` +
    `  lines: {\n${joined(table.lines ?? {})}  },\n  rows: {\n${joined(table.rows)}  },\n` +
    `  totals: {\n${Object.entries(table.totals ?? {})
      .map(([key, mean]) => `    '${key}': ${mean},\n`)
      .join('')}  },\n}\n`
  writeFileSync(file, body)
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  console.log(
    `${variant}: ${Object.keys(table.rows).length} rows, ${body.length} bytes, ` +
      `${gzipSync(body).length} gzipped → ${file} (${seconds} s)`,
  )
}

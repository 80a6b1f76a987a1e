/**
 * npm exec tsx scripts/bench/house-rules-solve.ts [-- --rules '{"fullHouse":25}' …]
 *
 * The first advice under a new Yatzy house rule set: the whole solve on one thread with the
 * JavaScript batch kernel (what the browser's solver worker runs alone), how many progress reports
 * it makes, and then what the next game with the same rules pays: rebuilding the advisor from the
 * stored table (IndexedDB's copy, here in memory).
 */
import { parseArgs } from 'node:util'
import { advisorKey } from '../../src/advisor/advisor-key'
import { solveTable } from '../../src/advisor/solve-table'
import { loadTable, tableFromStorage } from '../../src/advisor/table'
import { gameRules, emptySheet, type TableOptions } from '../../src/rules'

const DEFAULT_SETS = [
  '{"fullHouse":25,"upperBonus":{"threshold":63,"value":35}}',
  '{"ofAKind":"all-dice","smallStraight":30,"largeStraight":40}',
  '{"extraAllAlike":50}',
]

const { values: args } = parseArgs({ options: { rules: { type: 'string', multiple: true } } })
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}

for (const text of args.rules ?? DEFAULT_SETS) {
  const options = JSON.parse(text) as TableOptions
  let reports = 0
  const wall = performance.now()
  const cpu = cpuSeconds()
  const table = solveTable('yatzy', () => reports++, options)
  const solveS = (performance.now() - wall) / 1000
  const cpuS = cpuSeconds() - cpu

  const loadStart = performance.now()
  const bytes = new Float32Array(table.values).buffer
  const stored = tableFromStorage({ ...table.meta }, bytes)
  const advisor = loadTable(stored.meta, stored.values)
  advisor.advise(emptySheet(gameRules('yatzy', options)), [1, 2, 3, 4, 5], 1)
  const loadMs = performance.now() - loadStart

  console.log(
    `${advisorKey('yatzy', options)}: expected ${table.meta.expectedEmpty.toFixed(4)}, ` +
      `${table.meta.stateCount} states; first solve ${solveS.toFixed(1)} s wall, ` +
      `${cpuS.toFixed(1)} s CPU, ${reports} progress reports; ` +
      `next game from the stored table ${loadMs.toFixed(0)} ms to the first advice`,
  )
}

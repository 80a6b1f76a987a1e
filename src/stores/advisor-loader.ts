import type { AdvisedGame, Advisor, SolveProgress } from '@/advisor'
import { advisorKey, hasHouseRules } from '@/advisor/advisor-key'
import { isExactVariant } from '@/advisor/exact-variants'
import type { SolveInWorker } from '@/advisor/solve-in-worker'
import { getSolverTable, openSolverTableStore, storedSolverVersions } from '@/db'
import { yieldToMain } from '@/scheduling/yield'

/**
 * Gets the advisor for a game. Maxi Yatzy: the heuristic advisor for the game's options, made on
 * the spot. The exact variants, one table per variant and house rule set (advisorKey), fastest
 * source first:
 * 1. the strategy table stored on this device (IndexedDB) when it still fits the rules — so a
 *    house rule set solved once is advised at once in every later game with the same rules;
 * 2. the table the build shipped (only the variants' own rules; production builds; from the
 *    service worker's precache, so also
 *    offline): a fraction of a second instead of a solve. It is not copied to IndexedDB: the
 *    precache already keeps it (compressed, about 7× smaller than the Float32 copy) and drops it
 *    when an update brings a new one;
 * 3. a fresh solve in a Web Worker with progress (no usable file), stored for next time, the
 *    advice made at once from the worker's table while its copy is stored.
 * The advisor code is loaded only here, so games without hints never download it. The page's
 * thread stays free meanwhile: the rules model is built in steps with pauses between them, and the
 * stored tables are read and written in a worker of their own (solver-tables-api).
 */
export async function loadAdvisor(
  { variant, options }: AdvisedGame,
  onProgress: (progress: SolveProgress) => void,
  /** Stops a solve in the worker (a new house rule set takes seconds); nothing is stored then. */
  signal?: AbortSignal,
): Promise<Advisor> {
  // Not in the task that asked (the Hints tap, which also renders the game screen): the modules'
  // imports and the steps below start in one of their own.
  await yieldToMain()
  const houseRules = hasHouseRules(variant, options)
  const advisorImport = import('@/advisor')
  // Awaited below, after other awaits: a failed import is handled there, not reported before.
  advisorImport.catch(() => {})
  if (!isExactVariant(variant)) {
    const advisorModule = await advisorImport
    return advisorModule.createMaxiAdvisor(advisorModule.adviceOptions(variant, options))
  }
  // A solve needs only this small module: under house rules, where one is likely, it loads at
  // once, so a new rule set's solve starts while the advisor's own code still loads (0.14–0.18 s
  // at 4× CPU in the house-rule bench); otherwise only when no table is found.
  const canSolveInWorker = typeof Worker !== 'undefined'
  let solverCode = houseRules && canSolveInWorker ? import('@/advisor/solve-in-worker') : null
  const solve = async () => {
    if (!canSolveInWorker) return null
    solverCode ??= import('@/advisor/solve-in-worker')
    return (await solverCode).startSolveInWorker(variant, options, onProgress, signal, {
      storeCopy: true,
    })
  }
  const tables = openSolverTableStore()
  const rules = advisorKey(variant, options)
  let solving: SolveInWorker | null = null
  let storing: Promise<unknown> | null = null
  try {
    // Which versions of the rule set's table are stored is read first, by their keys on the
    // page's own connection (no worker to start, no bytes read), before the page builds the
    // model that gives the solver version: a new rule set starts its solve at once, and its
    // worker builds its own model while the page builds this one. Not started beside a lookup
    // that finds a table: its worker then built a model on the second core while the page read
    // the table, and a reload took 1.1 s instead of 0.75 s at load 11–16 (research 2026-12-05).
    // A table is a cache: when its keys cannot be read, the rule set is solved again.
    const versions = houseRules ? await storedSolverVersions(rules).catch(() => []) : []
    if (houseRules && versions.length === 0) solving = await solve()
    const advisorModule = await advisorImport
    // Builds and caches the model the solver version and the advisor below are made from. While
    // a solve starts, with pauses that let its worker's start in (a scheduler.yield() resumes
    // ahead of it, and the worker then started only after the last step).
    await advisorModule.exactModelInSteps(
      variant,
      options,
      solving ? advisorModule.pauseForOtherTasks : yieldToMain,
    )
    const address = {
      variant,
      solverVersion: advisorModule.solverVersion(variant, options),
      rules,
    }
    // The variants' own tables ship with the build and are stored only where a file was missing:
    // the page's own connection finds none at once, where a worker would first have to start.
    const stored = houseRules
      ? versions.includes(address.solverVersion)
        ? await tables.get(address)
        : null
      : ((await getSolverTable(address.variant, address.solverVersion, address.rules)) ?? null)
    if (stored) {
      try {
        const table = advisorModule.tableFromStorage(stored.meta, stored.data)
        return await loaded(() => advisorModule.loadTable(table.meta, table.values))
      } catch {
        // Stored by an older build or damaged: try the shipped table or solve again below.
      }
    }
    // The dev server and Vitest have no shipped files (build/advisor-tables.ts runs at build time).
    const shipped =
      import.meta.env.PROD && !houseRules
        ? await advisorModule.fetchShippedTable(variant, import.meta.env.BASE_URL)
        : null
    if (shipped) return await loaded(() => advisorModule.loadTable(shipped.meta, shipped.values))
    solving ??= await solve()
    if (solving) {
      const table = await solving.table
      const advisor = await loaded(() => advisorModule.loadTable(table.meta, table.values))
      // The worker's copy goes to the store's worker (transferred): the advice need not wait for
      // the write, and the page copies none of it.
      if (table.copy)
        storing = tables.put(address, table.copy.buffer as ArrayBuffer, { ...table.meta })
      return advisor
    }
    // No workers (tests): solved on this thread.
    const table = advisorModule.solveTable(variant, onProgress, options)
    // The values go to the store's worker and come back once stored: the page copies none of them.
    const bytes = await tables.put(address, table.values.buffer as ArrayBuffer, { ...table.meta })
    return await loaded(() => advisorModule.loadTable(table.meta, new Float32Array(bytes)))
  } catch (error) {
    solving?.stop()
    throw error
  } finally {
    // A table still being stored keeps its worker until the write is done (a failed write loses
    // only the cache: the next visit solves again).
    if (storing) void storing.catch(() => {}).finally(() => tables.close())
    else tables.close()
  }
}

/**
 * The advisor made in a task of its own, and handed on in the next: the message that brought its
 * table, the advisor's making and the first advice's render were one task of 150–300 ms at 4× CPU
 * throttle.
 */
async function loaded(make: () => Advisor): Promise<Advisor> {
  await yieldToMain()
  const advisor = make()
  await yieldToMain()
  return advisor
}

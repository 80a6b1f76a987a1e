import {
  exactModel,
  isExactVariant,
  type ExactModel,
  type ExactVariantId,
  type StateValues,
} from './model'
import { ExactAdvisor } from './exact-advisor'
import { stateOfSheet } from './sheet-state'
import { emptySheet, type TableOptions } from '../rules'

/**
 * A solved table as it is stored on the device: one Float32 per solver state (the expected future
 * points, about 1e-5 relative precision — far below the 0.1 the UI shows) plus what is needed to
 * refuse a stale or foreign table. The state layout is not stored: it is rebuilt from the rules,
 * and the fingerprint of every rules number it used must match the one the table was solved with.
 */
export const TABLE_FORMAT = 1

export interface TableMeta {
  format: typeof TABLE_FORMAT
  variant: ExactVariantId
  /**
   * The house rules the table was solved for (adviceOptions), as JSON text so the meta stays a
   * flat record; absent for the variant's own rules.
   */
  houseRules?: string
  rulesFingerprint: string
  stateCount: number
  /** Optimal expected score from an empty sheet. */
  expectedEmpty: number
  /** Wall time of the solve that made it, for the record. */
  solveMs: number
}

export interface SolvedTable {
  meta: TableMeta
  values: Float32Array
}

/**
 * The version key to store a variant's table under: it changes whenever the table format or any
 * rules number the solver uses changes, so a cache keyed by it never serves a stale table.
 */
export function solverVersion(variant: ExactVariantId, options: TableOptions): string {
  return `f${TABLE_FORMAT}-${exactModel(variant, options).rulesFingerprint}`
}

/**
 * Rebuilds a SolvedTable from what storage gives back (plain meta record, bytes or typed array).
 * Throws TableMismatchError when it is not a table this build can use.
 */
export function tableFromStorage(
  meta: Readonly<Record<string, unknown>>,
  data: ArrayBuffer | ArrayBufferView,
): SolvedTable {
  const { format, variant, houseRules, rulesFingerprint, stateCount, expectedEmpty, solveMs } = meta
  if (
    format !== TABLE_FORMAT ||
    (houseRules !== undefined && typeof houseRules !== 'string') ||
    typeof variant !== 'string' ||
    !isExactVariant(variant) ||
    typeof rulesFingerprint !== 'string' ||
    typeof stateCount !== 'number' ||
    typeof expectedEmpty !== 'number' ||
    typeof solveMs !== 'number'
  ) {
    throw new TableMismatchError('its metadata is not a table format this build reads')
  }
  const bytes =
    data instanceof ArrayBuffer
      ? data
      : data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength)
  if (bytes.byteLength % Float32Array.BYTES_PER_ELEMENT !== 0)
    throw new TableMismatchError('truncated data')
  const table: SolvedTable = {
    meta: { format, variant, rulesFingerprint, stateCount, expectedEmpty, solveMs },
    values: new Float32Array(bytes),
  }
  if (houseRules !== undefined) table.meta.houseRules = houseRules
  checkTable(table.meta, table.values.length)
  return table
}

export function emptyStateIndex(model: ExactModel): number {
  return stateOfSheet(model, emptySheet(model.rules))
}

export function packTable(model: ExactModel, values: Float64Array, solveMs: number): SolvedTable {
  const meta: TableMeta = {
    format: TABLE_FORMAT,
    variant: model.variant,
    rulesFingerprint: model.rulesFingerprint,
    stateCount: model.stateCount,
    expectedEmpty: values[emptyStateIndex(model)]!,
    solveMs,
  }
  // The standard tables' meta stays as it was, so shipped and stored ones read as before.
  if (Object.keys(model.options).length > 0) meta.houseRules = JSON.stringify(model.options)
  return { meta, values: Float32Array.from(values) }
}

export class TableMismatchError extends Error {
  constructor(reason: string) {
    super(`Stored advisor table cannot be used: ${reason}. Solve it again.`)
    this.name = 'TableMismatchError'
  }
}

/**
 * Checks a stored table against the current rules; throws TableMismatchError if it is stale. The
 * advisor reads `values` as they are (no copy), so they must not change afterwards.
 */
export function loadTable(meta: TableMeta, values: StateValues): ExactAdvisor {
  return new ExactAdvisor(checkTable(meta, values.length), values)
}

/** The model a table of `length` values belongs to, or TableMismatchError (no advisor is built). */
function checkTable(meta: TableMeta, length: number): ExactModel {
  if (meta.format !== TABLE_FORMAT) throw new TableMismatchError(`format ${meta.format}`)
  if (!isExactVariant(meta.variant))
    throw new TableMismatchError(`no exact table for ${meta.variant}`)
  const model = modelOf(meta)
  if (meta.rulesFingerprint !== model.rulesFingerprint) {
    throw new TableMismatchError('the rules have changed since it was solved')
  }
  if (length !== model.stateCount || meta.stateCount !== model.stateCount) {
    throw new TableMismatchError(`${length} values for ${model.stateCount} states`)
  }
  return model
}

/** The model of the rules a table was solved for; house rules the rules refuse fit no model. */
function modelOf(meta: TableMeta & { variant: ExactVariantId }): ExactModel {
  try {
    const options = meta.houseRules === undefined ? {} : (JSON.parse(meta.houseRules) as unknown)
    return exactModel(meta.variant, options as TableOptions)
  } catch {
    throw new TableMismatchError('its house rules are not ones these rules accept')
  }
}

import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { GameNotFoundError } from '@/db'
import { storageFailure, toProblem } from '@/stores/problem'

const domError = (name: string) => new DOMException('raw browser text', name)

describe('storage failures get a code the player can act on', () => {
  it.each([
    ['a game deleted elsewhere', new GameNotFoundError('g1'), 'gameGone'],
    ['a full disk (Dexie)', new Dexie.QuotaExceededError('full'), 'storageFull'],
    [
      'a full disk inside an aborted transaction',
      new Dexie.AbortError('aborted', domError('QuotaExceededError')),
      'storageFull',
    ],
    ['IndexedDB missing', new Dexie.MissingAPIError('IndexedDB API missing'), 'storageUnavailable'],
    ['IndexedDB refused', domError('SecurityError'), 'storageUnavailable'],
    [
      'a failed open seen as closed',
      new Dexie.DatabaseClosedError(new Dexie.MissingAPIError('missing')),
      'storageUnavailable',
    ],
    [
      'the database closed by another tab',
      new Dexie.DatabaseClosedError('closed'),
      'storageClosed',
    ],
  ])('%s', (_, error, code) => {
    expect(storageFailure(error)).toBe(code)
    const problem = toProblem(error)
    expect(problem.code).toBe(code)
    expect(problem.params).toEqual({})
  })

  it('anything else stays unexpected, with its message', () => {
    expect(storageFailure(new TypeError('x is undefined'))).toBeNull()
    expect(toProblem(new TypeError('x is undefined'))).toMatchObject({
      code: 'unexpected',
      params: { message: 'x is undefined' },
    })
  })
})

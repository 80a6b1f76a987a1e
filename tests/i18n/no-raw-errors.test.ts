import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * No message has a slot for an error's own text: what the browser says when something fails
 * ("Can't find variable: RTCPeerConnection", "QuotaExceededError") is English, or code, in every
 * language, and means nothing to a player. Messages say what failed and what to do; the detail
 * goes to the console.
 */
const dir = resolve('src/i18n/locales')

function flatten(value: unknown, path: string[] = []): [string, string][] {
  if (typeof value === 'string') return [[path.join('.'), value]]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    flatten(inner, [...path, key]),
  )
}

describe('messages never show raw error text', () => {
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    it(file, () => {
      const messages = flatten(JSON.parse(readFileSync(resolve(dir, file), 'utf8')))
      expect(messages.filter(([, text]) => /\{(message|error)\}/.test(text))).toEqual([])
    })
  }
})

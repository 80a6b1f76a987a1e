import { readdirSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { babelParse, parse } from '@vue/compiler-sfc'
import {
  NodeTypes,
  type AttributeNode,
  type DirectiveNode,
  type TemplateChildNode,
} from '@vue/compiler-dom'
import { describe, expect, it } from 'vitest'

/**
 * Every word a player reads must come from the locale files. This scan reads each component's
 * template and reports text with letters in it: text nodes, literal text attributes, and string
 * literals in {{ }} or in bound text attributes (except i18n keys and format names).
 * Symbols (⌂ ↶ ↑ ↓ ✕ ★ ✓ ✗ ▶ ☀ ☾), digits and punctuation have no letters, so they pass.
 */

/** Exact texts that may stay literal although they contain letters: names that are never translated. */
const ALLOWED_TEXT = new Set(['Yatzy Pad'])

const LETTER = /\p{L}/u
const needsTranslation = (text: string) => LETTER.test(text) && !ALLOWED_TEXT.has(text.trim())

// Attributes (and component props) a player reads or a screen reader speaks.
const TEXT_ATTRIBUTES = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'label',
  'placeholder',
  'title',
])
const TEXT_PROP_SUFFIXES = ['-label', '-title', '-text', '-message', '-placeholder', '-description']

function isTextAttribute(name: string): boolean {
  const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
  return TEXT_ATTRIBUTES.has(kebab) || TEXT_PROP_SUFFIXES.some((suffix) => kebab.endsWith(suffix))
}

// i18n calls and which of their arguments are keys or format names rather than text.
const KEY_ARGUMENTS: Record<string, number[]> = {
  t: [0],
  te: [0],
  tm: [0],
  rt: [0],
  d: [1, 2],
  n: [1, 2],
}
for (const name of Object.keys(KEY_ARGUMENTS)) KEY_ARGUMENTS[`$${name}`] = KEY_ARGUMENTS[name]!

interface JsNode {
  type: string
  [key: string]: unknown
}

const isJsNode = (value: unknown): value is JsNode =>
  typeof value === 'object' && value !== null && typeof (value as JsNode).type === 'string'

function calleeName(callee: unknown): string | undefined {
  if (!isJsNode(callee)) return undefined
  if (callee.type === 'Identifier') return callee.name as string
  if (callee.type === 'MemberExpression' && isJsNode(callee.property) && !callee.computed) {
    return callee.property.name as string
  }
  return undefined
}

/** String literals with letters in a template expression, leaving out i18n keys and `obj['key']`. */
function literalTexts(expression: string): string[] {
  const found: string[] = []
  const skip = new Set<unknown>()
  const visit = (node: JsNode) => {
    if (skip.has(node)) return
    if (node.type === 'CallExpression') {
      const indexes = KEY_ARGUMENTS[calleeName(node.callee) ?? ''] ?? []
      for (const i of indexes) skip.add((node.arguments as unknown[])[i])
    }
    if (node.type === 'MemberExpression' && node.computed) skip.add(node.property)
    if (node.type === 'StringLiteral') found.push(node.value as string)
    if (node.type === 'TemplateElement') found.push((node.value as { cooked: string }).cooked)
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'extra' || key.endsWith('Comments')) continue
      for (const child of Array.isArray(value) ? value : [value]) if (isJsNode(child)) visit(child)
    }
  }
  visit(babelParse(`(${expression})`, { plugins: ['typescript'] }).program as unknown as JsNode)
  return found.filter(needsTranslation)
}

interface Finding {
  file: string
  line: number
  text: string
}

function scanTemplate(source: string, file: string): Finding[] {
  const { descriptor, errors } = parse(source, { filename: file })
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]}`)
  const findings: Finding[] = []
  const report = (line: number, text: string) => findings.push({ file, line, text: text.trim() })

  const visit = (node: TemplateChildNode) => {
    if (node.type === NodeTypes.TEXT && needsTranslation(node.content)) {
      report(node.loc.start.line, node.content)
    }
    if (
      node.type === NodeTypes.INTERPOLATION &&
      node.content.type === NodeTypes.SIMPLE_EXPRESSION
    ) {
      for (const text of literalTexts(node.content.content)) report(node.loc.start.line, text)
    }
    if (node.type !== NodeTypes.ELEMENT) return
    for (const prop of node.props as (AttributeNode | DirectiveNode)[]) {
      if (prop.type === NodeTypes.ATTRIBUTE) {
        if (isTextAttribute(prop.name) && prop.value && needsTranslation(prop.value.content)) {
          report(prop.loc.start.line, `${prop.name}="${prop.value.content}"`)
        }
        continue
      }
      const arg = prop.arg?.type === NodeTypes.SIMPLE_EXPRESSION ? prop.arg : undefined
      const exp = prop.exp?.type === NodeTypes.SIMPLE_EXPRESSION ? prop.exp : undefined
      if (prop.name === 'bind' && arg?.isStatic && exp && isTextAttribute(arg.content)) {
        for (const text of literalTexts(exp.content))
          report(prop.loc.start.line, `:${arg.content}: ${text}`)
      }
    }
    node.children.forEach(visit)
  }
  descriptor.template?.ast?.children.forEach(visit)
  return findings
}

const SRC = resolve('src')
const vueFiles = (readdirSync(SRC, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((path) => path.endsWith('.vue'))
  .map((path) => resolve(SRC, path))
  .sort()

describe('component templates', () => {
  it('finds the components to scan', () => {
    expect(vueFiles.length).toBeGreaterThan(5)
  })

  it('contain no user-visible text outside the locale files', () => {
    const findings = vueFiles.flatMap((path) =>
      scanTemplate(readFileSync(path, 'utf8'), relative(process.cwd(), path)),
    )
    expect(findings).toEqual([])
  })
})

describe('the scan itself', () => {
  const scan = (template: string) =>
    scanTemplate(`<template>${template}</template>`, 'Example.vue').map((f) => f.text)

  it('reports literal text, text attributes and string literals shown to the player', () => {
    expect(scan('<h1>Score sheet</h1>')).toEqual(['Score sheet'])
    expect(scan('<button aria-label="Close">✕</button>')).toEqual(['aria-label="Close"'])
    expect(scan('<input placeholder="Name" />')).toEqual(['placeholder="Name"'])
    expect(scan('<img alt="Die" src="x.png" />')).toEqual(['alt="Die"'])
    expect(scan('<span title="Saved">1</span>')).toEqual(['title="Saved"'])
    expect(scan(`<p>{{ done ? 'Yes' : t('no') }}</p>`)).toEqual(['Yes'])
    expect(scan(`<td :title="'Bonus ' + n" />`)).toEqual([':title: Bonus'])
    expect(scan(`<ConfirmDialog confirm-label="Delete" :cancel-label="\`Keep \${n}\`" />`)).toEqual(
      ['confirm-label="Delete"', ':cancel-label: Keep'],
    )
  })

  it('lets translations, symbols, numbers and non-text attributes through', () => {
    expect(
      scan(`
        <RouterLink :to="{ name: 'home' }" class="button" :aria-label="t('nav.home')">⌂</RouterLink>
        <button type="button">↶ {{ t('game.undo') }}</button>
        <span :class="\`cell--\${kind}\`" :data-box="row.id">★ {{ n(42, 'decimal') }} ✓ ✗ ▶ ☀ ☾ ↑ ↓ ✕</span>
        <p>{{ t(\`variant.\${v}.name\`) }} {{ d(new Date(at), 'short') }} {{ names.join(' & ') }}</p>
        <input inputmode="numeric" autocomplete="off" :value="($event.target as HTMLInputElement).value" />
        <p :title="t('a', { name: user['displayName'] })">1–6 · 22555 ±0 −7</p>
        <h1>Yatzy Pad</h1>
      `),
    ).toEqual([])
  })
})

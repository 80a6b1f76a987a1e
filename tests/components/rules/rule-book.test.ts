import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseInline, parseRuleBook, type Line } from '@/components/rules/rule-book'

const text = (line: Line) => line.map((run) => run.text).join('')

describe('the rule book read for the Rules screen', () => {
  const sections = parseRuleBook(readFileSync('docs/RULES.md', 'utf8'))

  it('has each game’s section and how the app applies them, without the code’s API', () => {
    expect(sections.map((section) => text(section.title))).toEqual([
      '1. Yatzy (Nordic, the default)',
      '2. Forced Yatzy',
      '3. Maxi Yatzy',
      '4. Yahtzee (American)',
      'How the app applies the rules',
      'Where the variants come from',
    ])
    expect(sections.map((section) => section.variant)).toEqual([
      'yatzy',
      'forced-yatzy',
      'maxi-yatzy',
      'yahtzee',
      undefined,
      undefined,
    ])
    expect(JSON.stringify(sections)).not.toMatch(/scoreBox|RuleError|src\/rules/)
  })

  it('reads a table of boxes, headed by the boxes, not their ids', () => {
    const table = sections[0]!.blocks.find((block) => block.kind === 'table')!
    expect(table.kind === 'table' && table.head.map(text)).toEqual(['order', 'box', 'pays', 'max'])
    expect(table.kind === 'table' && table.rows).toHaveLength(10)
    expect(table.kind === 'table' && table.rows[1]![1]).toEqual([{ kind: 'code', text: 'pair' }])
  })

  it('keeps the joker rule’s numbered order inside its item, and the line after it', () => {
    const list = sections[3]!.blocks.find((block) => block.kind === 'list')!
    const joker = list.kind === 'list' ? list.items[2]! : []
    expect(joker.map((part) => part.kind)).toEqual(['paragraph', 'list', 'paragraph'])
    const order = joker[1]!
    expect(order.kind === 'list' && order.ordered).toBe(true)
    expect(order.kind === 'list' && order.items).toHaveLength(3)
    const last = joker[2]!
    expect(last.kind === 'paragraph' && text(last.text)).toBe(
      'Boxes the roll may not use are shown struck through.',
    )
  })

  it('splits a line into plain, strong, emphasised and code runs, and nothing else', () => {
    expect(parseInline('a **b** *c* `d` <b>e</b>')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', text: 'b' },
      { kind: 'text', text: ' ' },
      { kind: 'em', text: 'c' },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'd' },
      { kind: 'text', text: ' <b>e</b>' },
    ])
  })
})

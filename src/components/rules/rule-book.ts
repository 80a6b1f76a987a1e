/**
 * The rule book (docs/RULES.md) as plain data the Rules screen renders with its own templates:
 * headings, paragraphs, lists and tables of text runs. Only the few Markdown forms the file uses
 * are read; nothing in it is ever turned into HTML.
 */

/** A run of text: plain, **strong**, *emphasised* or `code` (a box id, shown as the box's name). */
export interface Inline {
  kind: 'text' | 'strong' | 'em' | 'code'
  text: string
}

export type Line = Inline[]

export interface ListBlock {
  kind: 'list'
  ordered: boolean
  /** Each item: its text, then any list nested in it and the text after that. */
  items: ItemPart[][]
}

export type ItemPart = { kind: 'paragraph'; text: Line } | ListBlock

export type Block =
  { kind: 'paragraph'; text: Line } | ListBlock | { kind: 'table'; head: Line[]; rows: Line[][] }

export interface RuleSection {
  title: Line
  /** The variant the section is about ("yatzy"), from "— id `yatzy`" in its heading. */
  variant?: string
  blocks: Block[]
}

/** Sections written for the people who change the code, not for players. */
const FOR_DEVELOPERS = [/^Public rules API/]

const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|`[^`]+`)/

/** Splits a line of Markdown into runs of text. */
export function parseInline(source: string): Line {
  const runs: Line = []
  for (const part of source.split(INLINE)) {
    if (!part) continue
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) {
      runs.push({ kind: 'strong', text: part.slice(2, -2) })
    } else if (part.startsWith('`') && part.endsWith('`') && part.length > 2) {
      runs.push({ kind: 'code', text: part.slice(1, -1) })
    } else if (part.startsWith('*') && part.endsWith('*') && part.length > 2) {
      runs.push({ kind: 'em', text: part.slice(1, -1) })
    } else {
      runs.push({ kind: 'text', text: part })
    }
  }
  return runs
}

/** A table row's cells; the box-id column is headed as the boxes it names (shown by their names). */
const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => parseInline(cell.trim() === 'box id' ? 'box' : cell.trim()))

const BULLET = /^- /
const NUMBERED = /^\d+\. /

/** A list item as read: its text, a numbered list nested in it, and text after that list. */
interface RawItem {
  text: string
  nested: string[]
  after: string
}

function toItem(raw: RawItem): ItemPart[] {
  const parts: ItemPart[] = [{ kind: 'paragraph', text: parseInline(raw.text) }]
  if (raw.nested.length) {
    const items = raw.nested.map((text): ItemPart[] => [
      { kind: 'paragraph', text: parseInline(text) },
    ])
    parts.push({ kind: 'list', ordered: true, items })
  }
  if (raw.after) parts.push({ kind: 'paragraph', text: parseInline(raw.after) })
  return parts
}

const join = (a: string, b: string) => (a ? `${a} ${b}` : b)

/** The rule book's sections for players, in the file's order (its preamble and API left out). */
export function parseRuleBook(markdown: string): RuleSection[] {
  const sections: RuleSection[] = []
  let section: RuleSection | null = null
  let paragraph = ''
  let list: { ordered: boolean; items: RawItem[] } | null = null
  let table: string[] = []
  let inCode = false

  const flush = () => {
    if (section && paragraph) {
      section.blocks.push({ kind: 'paragraph', text: parseInline(paragraph) })
    }
    if (section && list) {
      section.blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(toItem) })
    }
    if (section && table.length) {
      const [head, , ...rows] = table
      section.blocks.push({ kind: 'table', head: cells(head!), rows: rows.map(cells) })
    }
    paragraph = ''
    list = null
    table = []
  }

  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trimEnd()
    if (line.startsWith('```')) {
      flush()
      inCode = !inCode
      continue
    }
    if (inCode) continue
    const heading = /^##\s+(.*)$/.exec(line)
    if (heading) {
      flush()
      const id = /^(.*?)\s+—\s+id\s+`([a-z-]+)`$/.exec(heading[1]!)
      const title = id ? id[1]! : heading[1]!
      const forDevelopers = FOR_DEVELOPERS.some((pattern) => pattern.test(title))
      section = forDevelopers ? null : { title: parseInline(title), variant: id?.[2], blocks: [] }
      if (section) sections.push(section)
      continue
    }
    if (!section) continue
    const text = line.trim()
    const indent = line.length - line.trimStart().length
    if (text === '') {
      if (!list) flush()
      continue
    }
    if (line.startsWith('|')) {
      if (!table.length) flush()
      table.push(line)
      continue
    }
    const marker = indent === 0 && (BULLET.test(text) || NUMBERED.test(text))
    if (marker) {
      const ordered = NUMBERED.test(text)
      if (!list || list.ordered !== ordered) {
        flush()
        list = { ordered, items: [] }
      }
      list.items.push({
        text: text.replace(ordered ? NUMBERED : BULLET, ''),
        nested: [],
        after: '',
      })
      continue
    }
    const item = list?.items.at(-1)
    if (item && indent > 0) {
      if (NUMBERED.test(text) && !item.after) item.nested.push(text.replace(NUMBERED, ''))
      else if (item.nested.length && indent > 2 && !item.after) {
        item.nested[item.nested.length - 1] = join(item.nested.at(-1)!, text)
      } else if (item.nested.length) item.after = join(item.after, text)
      else item.text = join(item.text, text)
      continue
    }
    if (list || table.length) flush()
    paragraph = join(paragraph, text)
  }
  flush()
  return sections
}

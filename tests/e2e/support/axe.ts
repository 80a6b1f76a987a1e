import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import type Axe from 'axe-core'

// Injected as text, never fetched: the test must not ask any other host for anything.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)
/** WCAG 2.0, 2.1 and 2.2 A and AA (colour contrast among them), plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const SCHEMES = ['light', 'dark'] as const

export interface Finding {
  rule: string
  impact: string
  help: string
  nodes: string[]
}

export async function axeFindings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: AXE_SOURCE })
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof Axe }).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.map(
        (n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`,
      ),
    }))
  }, TAGS)
}

export interface Violation extends Finding {
  where: string
}

/** Runs axe on what is on screen now, in the light and the dark scheme; collects what it finds. */
export async function audit(page: Page, screen: string, found: Violation[]) {
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme })
    for (const finding of await axeFindings(page)) {
      found.push({ ...finding, where: `${screen} (${colorScheme})` })
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

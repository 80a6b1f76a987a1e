/**
 * What runs inside the page to find a control the way a player (or a screen reader) names it: by
 * its role and accessible name. Firefox over BiDi and WebKit over classic WebDriver have no
 * Playwright locators, so every engine gets this same script as text and evaluates it.
 *
 * The accessible name is the part of the ARIA name computation this app uses: aria-labelledby,
 * aria-label, a control's <label>, a fieldset's <legend>, an image's alt, then the visible content
 * (skipping aria-hidden parts), then title or placeholder. A name given as text matches any name
 * that contains it, ignoring case (as Playwright's getByRole does), unless it is exact.
 */

/** How a test names what it looks for; the page receives it as JSON. */
export interface Query {
  role?: string
  /** Plain text, or a RegExp's source and flags. */
  name?: { text: string; exact: boolean } | { source: string; flags: string }
  /** A CSS selector instead of (or narrowing) the role. */
  css?: string
  /** Only inside the element the outer query finds first. */
  within?: Query
  level?: number
}

export type Name = string | RegExp

export function query(
  role: string,
  name?: Name,
  options: { exact?: boolean; level?: number; within?: Query } = {},
): Query {
  return {
    role,
    name:
      name === undefined
        ? undefined
        : typeof name === 'string'
          ? { text: name, exact: options.exact ?? false }
          : { source: name.source, flags: name.flags },
    level: options.level,
    within: options.within,
  }
}

export const css = (selector: string, within?: Query): Query => ({ css: selector, within })

/**
 * The page-side library, as the text of a script: it defines `findAll(query)` (visible elements
 * matching the query, in document order) and `mark(element)` (tags it for the driver's native
 * click or typing and returns its CSS selector). Kept as plain ES2020 so every engine parses it.
 */
export const FINDER = String.raw`
const IMPLICIT = (el) => {
  const tag = el.localName
  const type = (el.getAttribute('type') || '').toLowerCase()
  if (tag === 'a' && el.hasAttribute('href')) return 'link'
  if (tag === 'button' || tag === 'summary') return 'button'
  if (tag === 'input') {
    if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button'
    if (type === 'checkbox') return 'checkbox'
    if (type === 'radio') return 'radio'
    if (type === 'range') return 'slider'
    if (type === 'number') return 'spinbutton'
    if (type === 'file' || type === 'hidden') return type
    return el.hasAttribute('list') ? 'combobox' : 'textbox'
  }
  if (tag === 'textarea') return 'textbox'
  if (tag === 'select') return 'combobox'
  if (/^h[1-6]$/.test(tag)) return 'heading'
  if (tag === 'fieldset') return 'group'
  if (tag === 'li') return 'listitem'
  if (tag === 'ul' || tag === 'ol') return 'list'
  if (tag === 'img') return el.getAttribute('alt') === '' ? 'presentation' : 'img'
  if (tag === 'dialog') return 'dialog'
  if (tag === 'output') return 'status'
  if (tag === 'table') return 'table'
  if (tag === 'main') return 'main'
  if (tag === 'nav') return 'navigation'
  if (tag === 'progress') return 'progressbar'
  return ''
}
const roleOf = (el) => (el.getAttribute('role') || '').trim().split(/\s+/)[0] || IMPLICIT(el)
const hiddenFromAll = (el) => {
  for (let up = el; up; up = up.parentElement) {
    if (up.getAttribute('aria-hidden') === 'true' || up.hasAttribute('inert')) return true
  }
  return false
}
const shown = (el) =>
  el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
const squash = (text) => text.replace(/\s+/g, ' ').trim()
const content = (node) => {
  let text = ''
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) text += child.textContent
    else if (child.nodeType === Node.ELEMENT_NODE) {
      if (child.getAttribute('aria-hidden') === 'true') continue
      if (getComputedStyle(child).display === 'none') continue
      // A control inside a label is not part of the label's name here (nor its value).
      if (['input', 'select', 'textarea'].includes(child.localName)) continue
      const label = child.getAttribute('aria-label')
      const block = getComputedStyle(child).display !== 'inline'
      text += (block ? ' ' : '') + (label ? label : content(child)) + (block ? ' ' : '')
    }
  }
  return text
}
const FROM_CONTENT = ['button', 'link', 'heading', 'radio', 'checkbox', 'listitem', 'cell',
  'columnheader', 'rowheader', 'tab', 'option', 'menuitem', 'switch', 'status', 'alert']
const nameOf = (el) => {
  const labelledBy = el.getAttribute('aria-labelledby')
  if (labelledBy) {
    return squash(labelledBy.split(/\s+/).map((id) => {
      const ref = document.getElementById(id)
      return ref ? content(ref) : ''
    }).join(' '))
  }
  const label = el.getAttribute('aria-label')
  if (label && label.trim()) return squash(label)
  if (el.labels && el.labels.length > 0) {
    return squash([...el.labels].map((l) => content(l)).join(' '))
  }
  if (el.localName === 'fieldset') {
    const legend = el.querySelector(':scope > legend')
    if (legend) return squash(content(legend))
  }
  if (el.localName === 'table' && el.caption) return squash(content(el.caption))
  if (el.localName === 'img' && el.getAttribute('alt')) return squash(el.getAttribute('alt'))
  if (FROM_CONTENT.includes(roleOf(el))) {
    const text = squash(content(el))
    if (text) return text
  }
  return squash(el.getAttribute('title') || el.getAttribute('placeholder') || '')
}
const nameMatches = (name, wanted) => {
  if (!wanted) return true
  if ('source' in wanted) return new RegExp(wanted.source, wanted.flags).test(name)
  if (wanted.exact) return name === wanted.text
  return name.toLowerCase().includes(wanted.text.toLowerCase())
}
const findAll = (q) => {
  const scopes = q.within ? findAll(q.within).slice(0, 1) : [document]
  const found = []
  for (const scope of scopes) {
    for (const el of scope.querySelectorAll(q.css || '*')) {
      if (!shown(el) && !(el.localName === 'input' && el.type === 'file')) continue
      if (q.role && roleOf(el) !== q.role) continue
      if (q.role && hiddenFromAll(el)) continue
      if (q.level && el.localName !== 'h' + q.level && el.getAttribute('aria-level') !== String(q.level)) continue
      if (q.name && !nameMatches(nameOf(el), q.name)) continue
      found.push(el)
    }
  }
  return found
}
const describeQuery = (q) => (q.role || q.css) + (q.name ? ' "' + (q.name.text || q.name.source) + '"' : '')
// A radio or checkbox styled away inside its label is clicked through the label, as a finger does.
const clickable = (el) => {
  const styledAway = el.getBoundingClientRect().width < 4 || el.getBoundingClientRect().height < 4
  return (el.type === 'radio' || el.type === 'checkbox') && styledAway && el.closest('label')
    ? el.closest('label')
    : el
}
window.__engineMarks = (window.__engineMarks || 0) + 1
const mark = (el) => {
  const token = String(window.__engineMarks++) + '-' + Math.random().toString(36).slice(2, 8)
  el.setAttribute('data-engine-target', token)
  return '[data-engine-target="' + token + '"]'
}
`

import { readFileSync, existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGame, db } from '@/db'
import ResumeList from '@/components/home/ResumeList.vue'
import HomeView from '@/views/HomeView.vue'
import { createI18n, type I18n } from '@/i18n/runtime'
import { isFirstScreenKey } from '@/i18n/first-screen'
import { SUPPORTED_LOCALES, type LocaleCode } from '@/i18n/supported'
import type { MessageTable } from '@/i18n/message-format'
import { mountWithApp } from '../helpers/mount'
import { eventually } from '../helpers/game-driver'
import en from '@/i18n/locales/en.json?first-screen'
import sv from '@/i18n/locales/sv.json?first-screen'
import da from '@/i18n/locales/da.json?first-screen'
import nb from '@/i18n/locales/nb.json?first-screen'
import fi from '@/i18n/locales/fi.json?first-screen'
import de from '@/i18n/locales/de.json?first-screen'

const FIRST_SCREEN: Record<LocaleCode, MessageTable> = { en, sv, da, nb, fi, de }

/**
 * The home screen, its frame and its games-in-progress list: the code that can run before the
 * player opens another screen. (The list is a lazy chunk of the home screen, so it is a root.)
 */
const ROOTS = ['src/App.vue', 'src/views/HomeView.vue', 'src/components/home/ResumeList.vue']

/** The files `file` imports statically from src/, recursively: what runs with it. */
function staticClosure(files: string[], seen = new Set<string>()): Set<string> {
  for (const file of files) {
    if (seen.has(file)) continue
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    const imports = [...source.matchAll(/^import [^'"]*?from '(@\/[^']+|\.{1,2}\/[^']+)'/gm)]
      .map(([, spec]) => spec!)
      .map((spec) =>
        spec.startsWith('@/') ? `src/${spec.slice(2)}` : resolve(dirname(file), spec),
      )
      .map((path) =>
        [path, `${path}.ts`, `${path}/index.ts`].find(
          (p) => existsSync(p) && p.match(/\.(ts|vue)$/),
        ),
      )
      .filter((path): path is string => path !== undefined && !path.includes('/i18n/'))
    staticClosure(imports, seen)
  }
  return seen
}

/** Message keys a file asks for: t('a.b'), t(`a.${x}`) (as the prefix "a."), te('a.b'). */
function keysIn(source: string): string[] {
  const literal = [...source.matchAll(/\bte?\(\s*'([a-zA-Z]+\.[\w.]+)'/g)].map(([, key]) => key!)
  const templated = [...source.matchAll(/`([a-zA-Z]+\.)(?:[\w.]*)\$\{/g)].map(
    ([, prefix]) => prefix!,
  )
  return [...literal, ...templated]
}

function localI18n(locale: LocaleCode, missing: string[]): I18n {
  return createI18n({
    locale,
    fallback: 'en',
    messages: { [locale]: FIRST_SCREEN[locale] },
    onMissing: (key) => missing.push(key),
  })
}

describe('the first download’s messages', () => {
  it('hold every key the home screen’s code asks for', () => {
    const files = [...staticClosure(ROOTS)]
    // Sanity: the scan follows imports (the list's undo toast is only reached through one).
    expect(files.some((file) => file.endsWith('UndoDeleteToast.vue'))).toBe(true)
    const outside = files.flatMap((file) =>
      keysIn(readFileSync(file, 'utf8'))
        .filter((key) => !(key.endsWith('.') ? isFirstScreenKey(`${key}x`) : isFirstScreenKey(key)))
        .map((key) => `${file}: ${key}`),
    )
    expect(outside).toEqual([])
  })

  it('are a small part of each language, and the rest is the other part', async () => {
    for (const { code } of SUPPORTED_LOCALES) {
      const { default: rest } = await import(`@/i18n/locales/${code}.json?rest`)
      const first = Object.keys(FIRST_SCREEN[code])
      expect(first.length, code).toBeGreaterThan(20)
      expect(first.length, code).toBeLessThan(Object.keys(rest).length / 3)
      expect(
        first.filter((key) => key in rest),
        code,
      ).toEqual([])
    }
  })

  describe('with a game in progress', () => {
    beforeEach(async () => {
      await db.delete()
      await db.open()
      await createGame({ variant: 'maxi-yatzy', options: {}, players: ['Anna', 'Bo'] })
    })
    afterEach(() => {
      document.body.innerHTML = ''
    })

    it.each(SUPPORTED_LOCALES.map((l) => l.code))(
      'show the home screen, its list and the undo toast in %s with nothing missing',
      async (code) => {
        const missing: string[] = []
        const i18n = localI18n(code, missing)
        const { wrapper } = mountWithApp(HomeView, {}, i18n)
        const list = mountWithApp(ResumeList, {}, i18n).wrapper
        const deleteButton = () => list.findAll('button').find((b) => b.classes('resume__delete'))
        await eventually(() => expect(deleteButton()).toBeDefined())
        await deleteButton()!.trigger('click')
        await eventually(() =>
          expect(list.find('[role="status"] .toast button').exists()).toBe(true),
        )
        expect(wrapper.text().length).toBeGreaterThan(0)
        expect(missing).toEqual([])
      },
    )
  })
})

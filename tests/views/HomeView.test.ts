import { afterEach, describe, expect, it } from 'vitest'
import HomeView from '@/views/HomeView.vue'
import { setLocale } from '@/i18n'
import { mountWithApp } from '../helpers/mount'

afterEach(async () => {
  document.body.innerHTML = ''
  await setLocale('en')
})

/*
 * A first visit learns what the pad is for: the three ways in (start a game, join a table, check
 * a roll) each say in a line what they do, inside the button, so the words are part of the tap.
 */
describe('home', () => {
  it.each([
    ['en', 'New game', 'Join a table', 'Roll checker'],
    ['sv', 'Nytt spel', 'Gå med vid ett bord', 'Kolla ett slag'],
    ['de', 'Neues Spiel', 'Einem Tisch beitreten', 'Wurf prüfen'],
  ] as const)('says in %s how to start, join a table or check a roll', async (locale, ...ways) => {
    await setLocale(locale)
    const { wrapper } = mountWithApp(HomeView)
    for (const way of ways) {
      const link = wrapper.findAll('a').find((a) => a.text().startsWith(way))
      expect(link, way).toBeDefined()
      const how = link!.get('.home__how').text()
      // A sentence of its own, in the screen's language, not the button's name again.
      expect(how.split(' ').length, `${way}: ${how}`).toBeGreaterThanOrEqual(4)
      expect(how).not.toContain(way)
      // Named by its label alone, the line under it its description: a screen reader says "New
      // game, link", then what it does, not one long name.
      const byId = (id: string | undefined) => document.getElementById(id ?? '')?.textContent
      expect(byId(link!.attributes('aria-labelledby'))).toBe(way)
      expect(byId(link!.attributes('aria-describedby'))).toBe(how)
    }
  })
})

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
      // Named by its label alone, the line beside it its description: a screen reader says "New
      // game, link", then what it does, not one long name.
      const link = wrapper.findAll('a').find((a) => a.text() === way)
      expect(link, way).toBeDefined()
      const how = document.getElementById(link!.attributes('aria-describedby') ?? '')!.textContent!
      // A sentence of its own, in the screen's language, not the button's name again.
      expect(how.split(' ').length, `${way}: ${how}`).toBeGreaterThanOrEqual(4)
      expect(how).not.toContain(way)
      // Inside the link's card, so tapping the words opens it too.
      expect(link!.element.parentElement!.querySelector('.home__how')!.textContent).toBe(how)
    }
  })
})

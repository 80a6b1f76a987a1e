import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import AboutView from '@/views/AboutView.vue'
import SettingsView from '@/views/SettingsView.vue'
import { mountWithApp } from '../helpers/mount'

const packageVersion = JSON.parse(readFileSync('package.json', 'utf8')).version as string

describe('About', () => {
  it('shows the version from package.json, the licence and a link to the rules', () => {
    const { wrapper: about } = mountWithApp(AboutView)
    expect(about.get('h1').text()).toBe('About Yatzy Pad')
    expect(about.get('[data-testid="app-version"]').text()).toBe(packageVersion)
    expect(about.text()).toContain('MIT licence')
    expect(about.text()).not.toContain('docs/RULES.md')
    const rules = about.findAll('a').find((a) => a.text() === 'Read the rules')
    expect(rules?.attributes('href')).toBe('/rules')
  })

  it('is reached from Settings', () => {
    const { wrapper: settings } = mountWithApp(SettingsView)
    const link = settings.findAll('a').find((a) => a.text() === 'About')
    expect(link?.attributes('href')).toBe('/about')
  })
})

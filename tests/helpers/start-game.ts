import { expect } from 'vitest'
import GameView from '@/views/GameView.vue'
import { useGameStore, type NewGameInput } from '@/stores/game'
import { mountWithApp } from './mount'
import { eventually, GameDriver } from './game-driver'

/** Creates a game through the store, as the new-game screen does, and mounts its sheet. */
export async function startGame(input: NewGameInput) {
  const { wrapper: probe } = mountWithApp({ template: '<div />' })
  const id = await useGameStore().start(input)
  probe.unmount()
  const { wrapper } = mountWithApp(GameView, { props: { id } })
  await eventually(() => expect(wrapper.find('.game__turn').exists()).toBe(true))
  return { wrapper, driver: new GameDriver(wrapper), id }
}

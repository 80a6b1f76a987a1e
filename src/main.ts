import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { router } from './router'
import { followLocaleSetting, i18n } from './i18n'
import { useSettingsStore } from './stores/settings'
import './styles/base.css'

const pinia = createPinia()
const app = createApp(App).use(pinia).use(router).use(i18n)
const settings = useSettingsStore(pinia)

// The chosen language is loaded before the first paint, so nobody sees English flash by.
await followLocaleSetting(() => settings.locale)
app.mount('#app')

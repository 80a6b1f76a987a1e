// Runs before the body is parsed (a file: the CSP allows no inline script). Puts the player's
// language, theme and text size on <html>, so the prerendered home screen shows in that language
// (src/styles/prerender.css) and nothing flashes. Mirrors src/i18n/supported.ts (resolveLocale)
// and src/stores/settings.ts (storage key); main.ts takes over once the app has loaded.
;(function () {
  var codes = ['en', 'sv', 'da', 'nb', 'fi', 'de']
  var aliases = { no: 'nb', nn: 'nb' }
  var settings = {}
  try {
    settings = JSON.parse(localStorage.getItem('yatzy-pad.settings.v1') || '{}') || {}
  } catch {
    // Storage refused or the value spoiled: the defaults, as the app itself would.
    settings = {}
  }
  var code = codes.indexOf(settings.locale) >= 0 ? settings.locale : null
  var languages = navigator.languages || [navigator.language || '']
  for (var i = 0; !code && i < languages.length; i++) {
    var primary = String(languages[i]).trim().toLowerCase().split(/[-_]/)[0]
    primary = aliases[primary] || primary
    if (codes.indexOf(primary) >= 0) code = primary
  }
  var root = document.documentElement
  root.lang = code || 'en'
  if (settings.theme === 'light' || settings.theme === 'dark') root.dataset.theme = settings.theme
  if (settings.textSize === 'large' || settings.textSize === 'x-large')
    root.dataset.textSize = settings.textSize
})()

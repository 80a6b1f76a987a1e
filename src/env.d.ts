/// <reference types="vite/client" />

/** The app's version, from package.json (vite.config.ts `define`). */
declare const __APP_VERSION__: string

// Locale files, compiled at build time to flat message tables (build/precompile-messages.ts):
// `?first-screen` has what the home screen shows, `?rule-book` the Rules screen's text, `?rest`
// the others, `?all` every message.
declare module '*.json?first-screen' {
  const messages: import('./i18n/message-format').MessageTable
  export default messages
}
declare module '*.json?rest' {
  const messages: import('./i18n/message-format').MessageTable
  export default messages
}
declare module '*.json?rule-book' {
  const messages: import('./i18n/message-format').MessageTable
  export default messages
}
declare module '*.json?all' {
  const messages: import('./i18n/message-format').MessageTable
  export default messages
}

// qr-scanner's decoder alone, without its camera handling (src/live/scan-qr.ts); the package
// types only its main module.
declare module 'qr-scanner/qr-scanner-worker.min.js' {
  export function createWorker(): Worker
}

// fake-indexeddb/auto is loaded before this file (see vitest.config.ts).
export {}

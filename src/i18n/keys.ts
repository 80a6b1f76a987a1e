import type english from './locales/en.json'

/** The dotted keys of a nested message tree's texts: { home: { title } } → 'home.title'. */
type KeysOf<Tree, Prefix extends string = ''> = {
  [Name in keyof Tree & string]: Tree[Name] extends string
    ? `${Prefix}${Name}`
    : KeysOf<Tree[Name], `${Prefix}${Name}.`>
}[keyof Tree & string]

/**
 * Every message key, read from the English file at type-check time: a misspelt key fails
 * `vue-tsc`. A key built at run time must be a template literal whose parts are unions
 * (`box.${BoxId}`), so the checker still sees every key it can be.
 */
export type MessageKey = KeysOf<typeof english>

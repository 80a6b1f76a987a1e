import { mergeConfig } from 'vitest/config'
import base from './vitest.config.ts'
export default mergeConfig(base, { server: { fs: { strict: false, allow: ['/work'] } } })

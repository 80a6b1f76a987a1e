import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  configDefaults,
  defineConfig,
  mergeConfig,
  type TestProjectInlineConfiguration,
} from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import viteConfig from './vite.config.ts'

const root = fileURLToPath(new URL('./', import.meta.url))

/**
 * Tests of the code that runs without a page (the pure floors, storage, links) run in Node with
 * only an in-memory IndexedDB: a page (happy-dom) and every screen's messages cost about a second
 * a file that these files never use.
 */
const WITHOUT_PAGE = [
  'rules',
  'advisor',
  'computer',
  'vision',
  'lint',
  'scripts',
  'share',
  'db',
  'wasm',
  'live',
].map((folder) => `tests/${folder}/**/*.test.ts`)

/**
 * The files that replace a module (`vi.mock`): a module another file already loaded would stay
 * the real one, so these get a module graph of their own. Found by reading the tests, so a new
 * one cannot be forgotten here.
 */
const REPLACING_MODULES = readdirSync(`${root}tests`, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.test.ts'))
  .map((path) => `tests/${path.replaceAll('\\', '/')}`)
  .filter((path) => readFileSync(`${root}${path}`, 'utf8').includes('vi.mock('))

const excluded = [...configDefaults.exclude, 'tests/e2e/**']
/** The page the components are mounted on, and everything they read from storage and messages. */
const onPage = {
  environment: 'happy-dom',
  setupFiles: ['fake-indexeddb/auto', './tests/setup.ts'],
} satisfies TestProjectInlineConfiguration['test']

/**
 * The projects in the order their files are handed to the two workers: the files without a page
 * first (the longest, 10–30 s each), the page's many short ones (under a second each) last, so
 * the run never ends on one worker busy with a long file while the other waits. Vitest's own
 * order is by project name, which put the long ones last. Within a project its order stands: the
 * slowest first once a run has timed them, the largest first on a fresh clone.
 */
const PROJECT_ORDER = ['without-page', 'page-own-modules', 'page']

class LongProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => PROJECT_ORDER.indexOf(file.project.name)
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b)) // a stable sort
  }
}

/** `npm run test:unit:shuffled` (`--sequence.shuffle.files`) keeps Vitest's shuffled order. */
const shuffled = process.argv.some((arg) => arg.startsWith('--sequence.shuffle'))

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      root,
      // Two cores: one worker leaves the other for the type-checker and the browser tests.
      maxWorkers: 2,
      // Room for a busy machine: at load 14 on the two cores (other work at the same nice level)
      // the Maxi Yatzy sweep over 46,656 rolls and the shipped-table check each ran out of 20 s;
      // quiet, each takes 3–5 s.
      testTimeout: 60_000,
      // A worker keeps its modules from file to file instead of loading Vue, the rules and the
      // messages again for each: the suite takes a third of the time. Every file resets what it
      // uses (the database, Pinia, the language, the screen) before each test; the suite is also
      // run in shuffled order to keep it that way (`npm run test:unit:shuffled`).
      isolate: false,
      sequence: shuffled ? {} : { sequencer: LongProjectsFirst },
      projects: [
        {
          extends: true,
          test: {
            name: 'without-page',
            environment: 'node',
            include: WITHOUT_PAGE,
            exclude: [...excluded, ...REPLACING_MODULES],
            setupFiles: ['fake-indexeddb/auto'],
          },
        },
        {
          extends: true,
          test: {
            name: 'page',
            ...onPage,
            include: ['tests/**/*.test.ts'],
            exclude: [...excluded, ...WITHOUT_PAGE, ...REPLACING_MODULES],
          },
        },
        {
          extends: true,
          test: {
            name: 'page-own-modules',
            ...onPage,
            include: REPLACING_MODULES,
            exclude: excluded,
            isolate: true,
          },
        },
      ],
    },
  }),
)

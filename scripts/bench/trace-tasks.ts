// A DevTools trace of a Chromium page for the benchmarks: which main-thread tasks were long, and
// which functions (sampled by V8's CPU profiler) and which renderer steps (style, layout, paint,
// garbage collection) they spent their time in. For a build with readable names, build with
// `npx vite build --minify false` first.
import type { CDPSession } from 'playwright-core'

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  id?: string
  args?: {
    name?: string
    beginData?: { stackTrace?: CallFrame[] }
    data?: {
      type?: string
      functionName?: string
      url?: string
      startTime?: number
      cpuProfile?: {
        nodes?: { id: number; parent?: number; callFrame: CallFrame }[]
        samples?: number[]
      }
      timeDeltas?: number[]
    }
  }
}

interface CallFrame {
  functionName: string
  url?: string
  lineNumber: number
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  // The script that asked for a style or layout update before the frame (a forced layout).
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
]
const PROFILER = 'disabled-by-default-v8.cpu_profiler'

/**
 * Starts a trace; resolves the trace's events when `stop` is called. `light` (or
 * BENCH_TRACE_LIGHT=1): without V8's sampling profiler, which slows the page's scripts and stalls
 * the page for hundreds of milliseconds as it starts.
 */
export async function startTrace(
  cdp: CDPSession,
  { light = Boolean(process.env.BENCH_TRACE_LIGHT) } = {},
): Promise<{ stop: () => Promise<TraceEvent[]> }> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [...CATEGORIES, ...(light ? [] : [PROFILER]), 'blink.user_timing'],
      recordMode: 'recordAsMuchAsPossible',
    },
    transferMode: 'ReportEvents',
  })
  return {
    stop: async () => {
      const complete = new Promise<void>((resolve) =>
        cdp.once('Tracing.tracingComplete', () => resolve()),
      )
      await cdp.send('Tracing.end')
      await complete
      return events
    },
  }
}

export interface LongTask {
  /** From the first task of the trace. */
  startMs: number
  durationMs: number
  /**
   * The task's thread time: its duration less the time its thread waited for a core. DevTools'
   * CPU throttling keeps the thread busy, so on a busy machine this is close to what the task
   * takes on a quiet one (at the same throttling).
   */
  cpuMs: number
  /** Self time per function (V8 samples), longest first. */
  functions: { name: string; ms: number }[]
  /** The renderer's own steps inside the task (Layout, UpdateLayoutTree, Paint, GC …). */
  steps: { name: string; ms: number }[]
  /**
   * What started the task's work, light trace or not: events and their types ("EventDispatch
   * change"), timers, frames, scripts by file ("FunctionCall GameView.js"; a driver's own script
   * has none), each with its time.
   */
  causes: { name: string; ms: number }[]
  /** Style and layout updates a script forced before the frame, by the function that asked. */
  forced: { name: string; ms: number }[]
}

/** The page's main-thread tasks longer than `overMs`, longest first, with what they did. */
export function longTasks(events: TraceEvent[], overMs = 50): LongTask[] {
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  )
  const tasksOf = (pid: number, tid: number) =>
    events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X')
  // The page's renderer: the main thread that ran the most.
  const busiest = mains
    .map((m) => ({ pid: m.pid, tid: m.tid, tasks: tasksOf(m.pid, m.tid) }))
    .sort((a, b) => total(b.tasks) - total(a.tasks))[0]
  if (!busiest) return []
  const samples = profileSamples(events, busiest.pid, busiest.tid)
  const steps = events.filter(
    (e) =>
      e.pid === busiest.pid &&
      e.tid === busiest.tid &&
      e.ph === 'X' &&
      /^(Layout|UpdateLayoutTree|Paint|PrePaint|Layerize|MajorGC|MinorGC|V8\.GC.*|ParseHTML|EvaluateScript|v8\.compile|CompileScript|Commit|HitTest|ScheduleStyleRecalculation|IntersectionObserverController::computeIntersections)$/.test(
        e.name,
      ),
  )
  const causes = events.filter(
    (e) =>
      e.pid === busiest.pid &&
      e.tid === busiest.tid &&
      e.ph === 'X' &&
      /^(EventDispatch|FunctionCall|TimerFire|FireAnimationFrame|FireIdleCallback|v8\.evaluateModule|EvaluateScript|v8\.run|RunMicrotasks|ParseAuthorStyleSheet)$/.test(
        e.name,
      ),
  )
  // BENCH_TRACE_BY_CPU=1: the tasks whose thread time, not wall time, is over the limit.
  const length = (task: TraceEvent) => (process.env.BENCH_TRACE_BY_CPU ? task.tdur : task.dur) ?? 0
  return busiest.tasks
    .filter((task) => length(task) > overMs * 1000)
    .sort((a, b) => length(b) - length(a))
    .map((task) => {
      const end = task.ts + task.dur!
      const inside = <T extends { ts: number }>(list: T[]) =>
        list.filter((e) => e.ts >= task.ts && e.ts < end)
      return {
        startMs: (task.ts - busiest.tasks[0]!.ts) / 1000,
        durationMs: task.dur! / 1000,
        cpuMs: (task.tdur ?? 0) / 1000,
        functions: top(
          inside(samples).map((s) => [s.name, s.ms]),
          10,
        ),
        steps: top(inside(steps).map((e) => [e.name, (e.dur ?? 0) / 1000])),
        causes: top(inside(causes).map((e) => [causeName(e), (e.dur ?? 0) / 1000])),
        forced: top(
          inside(steps)
            .filter((e) => e.args?.beginData?.stackTrace?.length)
            .map((e) => [
              `${e.name} by ${frameName(e.args!.beginData!.stackTrace!)}`,
              (e.dur ?? 0) / 1000,
            ]),
        ),
      }
    })
}

/** The innermost frames of a forced update's stack: "watch.flush GameView.js:896 < …". */
function frameName(stack: CallFrame[]): string {
  return stack
    .slice(0, 3)
    .map(
      (frame) =>
        `${frame.functionName || '(anonymous)'} ${frame.url?.split('/').pop() ?? ''}:${frame.lineNumber + 1}`,
    )
    .join(' < ')
}

/** "EventDispatch change", "FunctionCall GameView.js", "TimerFire": what a task's work came from. */
function causeName(event: TraceEvent): string {
  const data = event.args?.data
  const detail = data?.type ?? data?.url?.split('/').pop() ?? ''
  return detail ? `${event.name} ${detail}` : event.name
}

function total(tasks: TraceEvent[]): number {
  return tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0)
}

function top(pairs: [string, number][], count = 6): { name: string; ms: number }[] {
  const sums = new Map<string, number>()
  for (const [name, ms] of pairs) sums.set(name, (sums.get(name) ?? 0) + ms)
  return [...sums]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
}

/** V8's samples of one thread: each sample's time and the function it was in (self time). */
function profileSamples(events: TraceEvent[], pid: number, tid: number) {
  // A profile starts on its thread; its chunks come from the profiler's own thread.
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)
  const out: { ts: number; name: string; ms: number }[] = []
  for (const profile of profiles) {
    const chunks = events.filter(
      (e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id,
    )
    const frames = new Map<number, CallFrame>()
    let at = profile.args?.data?.startTime ?? 0
    for (const chunk of chunks) {
      const data = chunk.args?.data
      for (const node of data?.cpuProfile?.nodes ?? []) frames.set(node.id, node.callFrame)
      const ids = data?.cpuProfile?.samples ?? []
      const deltas = data?.timeDeltas ?? []
      ids.forEach((id, i) => {
        const delta = deltas[i] ?? 0
        at += delta
        const frame = frames.get(id)
        if (!frame) return
        const file = frame.url?.split('/').pop() ?? ''
        const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`
        out.push({ ts: at, name, ms: delta / 1000 })
      })
    }
  }
  return out
}

/** The long tasks of a trace saved by the bench (BENCH_TRACE_FILE): `npx tsx trace-tasks.ts FILE`. */
if (process.argv[1]?.endsWith('trace-tasks.ts') && process.argv[2]) {
  const { readFileSync } = await import('node:fs')
  const saved = JSON.parse(readFileSync(process.argv[2], 'utf8')) as { traceEvents: TraceEvent[] }
  printLongTasks(longTasks(saved.traceEvents), 30)
}

/** Prints each long task on a line, then its functions and steps. */
export function printLongTasks(tasks: LongTask[], limit = 10): void {
  if (tasks.length === 0) console.log('    trace: no main-thread task over 50 ms')
  for (const task of tasks.slice(0, limit)) {
    console.log(
      `    task ${task.durationMs.toFixed(0)} ms (thread time ${task.cpuMs.toFixed(0)} ms)` +
        ` at ${task.startMs.toFixed(0)} ms`,
    )
    const list = (items: { name: string; ms: number }[]) =>
      items.map((f) => `${f.name} ${f.ms.toFixed(1)}`).join(' · ')
    console.log(`      functions: ${list(task.functions)}`)
    console.log(`      steps: ${list(task.steps)}`)
    console.log(`      causes: ${list(task.causes)}`)
    if (task.forced.length) console.log(`      forced: ${list(task.forced)}`)
  }
}

// The renderer's main-thread tasks in a Chromium trace (the format of `page.tracing`), after the
// page's first contentful paint, each with what filled it: time of its own, grouped by kind
// (a script by its file, style, layout, parsing, garbage collection).

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; fileName?: string; data?: { url?: string; functionName?: string; type?: string } };
}

export interface TaskSummary {
  /** From the first contentful paint. */
  startMs: number;
  durationMs: number;
  /** What the task did, by kind, time of its own (ms), longest first. */
  parts: [string, number][];
}

const fileOf = (url: string) => url.split('?')[0]?.split('/').pop() || url;

const KINDS: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'V8.GC_MARK_COMPACTOR': 'garbage collection',
  RunMicrotasks: 'microtasks',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
};

/** What kind of work an event is, or undefined when it only counts towards its parent's. */
function kindOf(event: TraceEvent): string | undefined {
  const url = event.args?.data?.url ?? event.args?.fileName ?? '';
  if (
    event.name === 'EvaluateScript' ||
    event.name === 'v8.evaluateModule' ||
    event.name === 'FunctionCall'
  ) {
    const label = event.name === 'FunctionCall' ? 'call' : 'evaluate';
    const fn = event.args?.data?.functionName;
    return url ? `${label} ${fileOf(url)}${fn ? ` ${fn}` : ''}` : label;
  }
  if (event.name === 'EventDispatch') return `event ${event.args?.data?.type ?? ''}`.trim();
  return KINDS[event.name];
}

/** The main thread of the renderer that painted the page (it holds the first contentful paint). */
function paintingThread(events: TraceEvent[]) {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  return { pid: paint.pid, tid: paint.tid, firstPaintTs: paint.ts };
}

export function tasksAfterFirstPaint(trace: { traceEvents: TraceEvent[] }): TaskSummary[] {
  const { pid, tid, firstPaintTs } = paintingThread(trace.traceEvents);
  const events = trace.traceEvents
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: TaskSummary[] = [];
  let index = 0;
  while (index < events.length) {
    const task = events[index] as TraceEvent;
    index++;
    if (task.name !== 'RunTask' && task.name !== 'ThreadControllerImpl::RunTask') continue;
    const end = task.ts + (task.dur ?? 0);
    const inside: TraceEvent[] = [];
    while (index < events.length && (events[index] as TraceEvent).ts < end) {
      inside.push(events[index] as TraceEvent);
      index++;
    }
    if (task.ts < firstPaintTs) continue;
    tasks.push({
      startMs: (task.ts - firstPaintTs) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      parts: partsOf(task, inside),
    });
  }
  return tasks;
}

/** Each event's own time (its length less its children's), under its kind or its nearest kind. */
function partsOf(task: TraceEvent, inside: TraceEvent[]): [string, number][] {
  const totals = new Map<string, number>();
  const stack: { end: number; kind: string; own: number }[] = [
    { end: task.ts + (task.dur ?? 0), kind: 'other', own: task.dur ?? 0 },
  ];
  const close = (until: number) => {
    while (stack.length > 1 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (done) totals.set(done.kind, (totals.get(done.kind) ?? 0) + done.own);
    }
  };
  for (const event of inside) {
    close(event.ts);
    const parent = stack.at(-1);
    if (!parent) break;
    const dur = event.dur ?? 0;
    parent.own -= dur;
    stack.push({ end: event.ts + dur, kind: kindOf(event) ?? parent.kind, own: dur });
  }
  close(Number.POSITIVE_INFINITY);
  const root = stack[0];
  if (root) totals.set(root.kind, (totals.get(root.kind) ?? 0) + root.own);
  return [...totals.entries()]
    .map(([kind, micros]): [string, number] => [kind, micros / 1000])
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1]);
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface ProfileData {
  startTime?: number;
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/**
 * The functions that took the most time of their own (sampled by V8's profiler, the trace's
 * `disabled-by-default-v8.cpu_profiler` category) inside `tasks`, longest first, in ms.
 */
export function hotFunctions(
  trace: { traceEvents: (TraceEvent & { id?: string })[] },
  tasks: TaskSummary[],
): [string, number][] {
  const { pid, tid, firstPaintTs } = paintingThread(trace.traceEvents);
  const windows = tasks.map((task) => [
    firstPaintTs + task.startMs * 1000,
    firstPaintTs + (task.startMs + task.durationMs) * 1000,
  ]);
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  // The main thread's profile starts on it; its chunks come from the profiler's own thread.
  const profile = trace.traceEvents.find(
    (event) => event.name === 'Profile' && event.pid === pid && event.tid === tid,
  );
  for (const event of trace.traceEvents) {
    if (event.pid !== pid || event.id !== profile?.id) continue;
    const data = (event.args as { data?: ProfileData } | undefined)?.data;
    if (event.name === 'Profile') clock = data?.startTime ?? clock;
    if (event.name !== 'ProfileChunk' || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((node, at) => {
      clock += data.timeDeltas?.[at] ?? 0;
      samples.push({ ts: clock, node });
    });
  }
  const totals = new Map<string, number>();
  samples.forEach((sample, at) => {
    const next = samples[at + 1];
    if (!next || !windows.some(([from = 0, to = 0]) => sample.ts >= from && sample.ts < to)) return;
    const frame = nodes.get(sample.node)?.callFrame;
    if (!frame) return;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url ? `${fileOf(frame.url)}:${frame.lineNumber + 1}` : ''}`;
    totals.set(name.trim(), (totals.get(name.trim()) ?? 0) + (next.ts - sample.ts) / 1000);
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

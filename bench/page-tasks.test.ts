import { figuresOfTrace, profileSamples } from './page-tasks';

const thread = { pid: 1, tid: 7 };
const x = (
  name: string,
  ts: number,
  dur: number,
  data?: { url?: string; functionName?: string },
  elementCount?: number,
) => ({
  name,
  ph: 'X',
  ...thread,
  ts,
  dur,
  ...(data || elementCount ? { args: { ...(data ? { data } : {}), elementCount } } : {}),
});

const trace = [
  { name: 'thread_name', ph: 'M', ...thread, ts: 0, args: { name: 'CrRendererMain' } },
  // Another renderer's main thread, which parsed no HTML of ours: left out.
  { name: 'thread_name', ph: 'M', pid: 2, tid: 9, ts: 0, args: { name: 'CrRendererMain' } },
  x('RunTask', 1_000, 40_000),
  x('ParseHTML', 1_000, 30_000),
  x('RunTask', 50_000, 20_000),
  x('EvaluateScript', 50_000, 15_000, { url: 'http://127.0.0.1:1/framework-0d1b782d25b4b44ad6a4.js' }),
  x('UpdateLayoutTree', 65_000, 1_000, undefined, 237),
  x('Layout', 66_000, 3_000),
  x('RunTask', 100_000, 5_000),
  { ...x('RunTask', 0, 90_000), pid: 2, tid: 9 },
];

test('the main thread’s tasks, what filled them, and what they would block on a slower phone', () => {
  const figures = figuresOfTrace(trace, 4);
  expect(figures.taskMs).toBe(65);
  expect(figures.longestMs).toBe(40);
  // 40×4−50 = 110, 20×4−50 = 30, 5×4 < 50.
  expect(figures.blockingMs).toBe(140);
  expect(figures.tasks.map((task) => task.start)).toEqual([0, 49, 99]);
  expect(figures.tasks[1].parts).toEqual([
    ['EvaluateScript framework.js', 15],
    ['Layout', 3],
    ['UpdateLayoutTree', 1],
  ]);
  // The elements each task restyled: the second restyled the whole page.
  expect(figures.tasks.map((task) => task.restyled)).toEqual([0, 237, 0]);
});

test('a trace without the page’s renderer is refused', () => {
  expect(() => figuresOfTrace(trace.slice(1, 2), 4)).toThrow(/renderer main thread/);
});

test('with a CPU profile in the trace, each task names the functions its samples were in', () => {
  const frame = (id: number, functionName: string, url = '') => ({
    id,
    callFrame: { functionName, url, lineNumber: 0, columnNumber: 41 },
  });
  const profiled = [
    ...trace,
    { name: 'Profile', ph: 'P', ...thread, ts: 0, id: '0x1', args: { data: { startTime: 49_000 } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      ...thread,
      ts: 0,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              frame(1, '(root)'),
              frame(2, 'hydrate', 'http://127.0.0.1:1/framework-0d1b782d25b4b44ad6a4.js'),
              frame(3, '(idle)'),
            ],
            samples: [2, 2, 2, 3],
          },
          // µs after the profile's start: samples at 50, 55, 60 and 70 ms.
          timeDeltas: [1_000, 5_000, 5_000, 10_000],
        },
      },
    },
  ];
  expect(profileSamples(profiled, thread.pid, thread.tid).map((sample) => sample.frame)).toEqual([
    'hydrate framework.js:1:42',
    'hydrate framework.js:1:42',
    'hydrate framework.js:1:42',
  ]);
  const task = figuresOfTrace(profiled, 4).tasks[1];
  // Each sample stands for the time to the next one: 5 + 5 + 10 ms, all inside the task (49–69 ms).
  expect(task.functions).toEqual([['hydrate framework.js:1:42', 20]]);
  expect(figuresOfTrace(trace, 4).tasks[1].functions).toBeUndefined();
});

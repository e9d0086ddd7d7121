// The longest main-thread task in CPU (thread) time, from a Chromium trace: what the bench scripts
// report beside the wall time, which grows when other processes take the cores.

/**
 * The longest main-thread task between each pair of user timing marks `<name>:start` and `<name>:end`
 * the page set, in CPU (thread) time: unlike wall time it does not grow when other processes take the
 * cores, so it tells the page's own work from a busy machine. Keyed by <name>, in ms. `time: 'dur'` gives
 * the same task's wall time instead. The tasks counted are those that start between the marks; with
 * `overlapping`, also the one running when the start mark was set (a click's own task).
 */
export function longestTask(events, time = 'tdur', { overlapping = false } = {}) {
  const markEvents = events.filter((e) => e.cat?.includes('blink.user_timing'));
  // the page's main thread: the one its marks were set on (a trace holds every renderer's threads)
  const main = markEvents[0] ?? events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return {};
  const marks = new Map(markEvents.map((e) => [e.name, e.ts]));
  const tasks = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.name === 'ThreadControllerImpl::RunTask' &&
      e.tdur !== undefined,
  );
  const out = {};
  for (const [name, start] of marks) {
    if (!name.endsWith(':start')) continue;
    const key = name.slice(0, -':start'.length);
    const end = marks.get(`${key}:end`);
    if (end === undefined) continue;
    const within = (t) => (overlapping ? t.ts + t.dur >= start : t.ts >= start) && t.ts <= end;
    out[key] = Math.max(0, ...tasks.filter(within).map((t) => t[time] / 1000));
  }
  return out;
}

/** Starts a light trace of the page's tasks and user timing marks; resolves to a stop() that answers
 *  longestTask() of what was traced (its CPU time, the tasks overlapping the marks). */
export async function traceTasks(page) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const traced = new Promise((done) => cdp.on('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', { categories: 'toplevel,blink.user_timing', transferMode: 'ReportEvents' });
  return async () => {
    await cdp.send('Tracing.end');
    await traced;
    await cdp.detach();
    return longestTask(events, 'tdur', { overlapping: true });
  };
}

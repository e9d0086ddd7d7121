// Whose work the main thread did while a user waited (issue: report the console's share and the
// sandbox's apart; the sandbox answers on the same main thread). A Chromium CPU profile of the
// action, each sample given to the nearest frame of a script: the sandbox's chunks (its handlers
// and msw) or everything else (the console, React, antd); the engine's own work (GC, parsing,
// layout and paint counted under (program)) is reported as such.

const SANDBOX = /\/assets\/(browser|sandbox-msw)-[^/]*\.js/;

/** Starts profiling the page; resolves to a stop() that answers { console, sandbox, engine } in ms of CPU. */
export async function profileShares(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.detach();
    return sharesOf(profile);
  };
}

function sharesOf(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const owner = new Map();
  const ownerOf = (id) => {
    if (owner.has(id)) return owner.get(id);
    const n = byId.get(id);
    const name = n.callFrame.functionName;
    let who;
    if (name === '(idle)') who = 'idle';
    else if (name === '(program)' || name === '(garbage collector)') who = 'engine';
    else if (n.callFrame.url) who = SANDBOX.test(n.callFrame.url) ? 'sandbox' : 'console';
    else who = parent.has(id) ? ownerOf(parent.get(id)) : 'engine';
    owner.set(id, who);
    return who;
  };
  const ms = { console: 0, sandbox: 0, engine: 0, idle: 0 };
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const t = (profile.timeDeltas[i] ?? 0) / 1000;
    ms[ownerOf(id)] += t;
    const f = byId.get(id).callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\/assets\//, '')}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + t);
  });
  // BENCH_TOP=n: the n functions that took the most CPU themselves, to see where the time goes
  if (process.env.BENCH_TOP) ms.top = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BENCH_TOP));
  return ms;
}

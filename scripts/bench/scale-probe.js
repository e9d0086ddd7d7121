// Injected into the console page by scripts/bench-scale.mjs: times one user action from its event
// (click or input) to the content it waits for, with the longest main-thread task in between.
(() => {
  // idleWorkDone and settled read the page's resource entries: the browser keeps only 250 unless
  // told otherwise, and the console loads about that many before its idle work is done.
  performance.setResourceTimingBufferSize(5000);
  const visible = (el) => !!el && el.offsetParent !== null;
  const rows = () => [...document.querySelectorAll('.ant-table-tbody .ant-table-row')].filter(visible);
  const loading = () => [...document.querySelectorAll('.ant-table-wrapper .ant-spin-spinning')].some(visible);
  const ready = {
    // the organisation tree with its root, and the first staff page beside it
    org: () =>
      [...document.querySelectorAll('.ant-tree-treenode')].some(
        (n) => visible(n) && n.textContent.includes('联创未来科技有限公司'),
      ) &&
      rows().length > 0 &&
      !loading(),
    // another page of staff than the one shown when armed
    page: (was) => rows().length > 0 && rows()[0].getAttribute('data-row-key') !== was && !loading(),
    // every row shown is a match of the name searched
    search: (_was, name) => rows().length > 0 && !loading() && rows().every((r) => r.textContent.includes(name)),
    // 月度汇总 of `month`: the month shown in the picker and the 200-person page, a virtual table
    // (components/large-page.ts) whose rows in view are drawn, no longer loading
    statsMonth: (_was, month) => {
      const table = document.querySelector('.ant-table-container[role="table"]');
      return (
        document.querySelector('input[aria-label="月份"]')?.value === month &&
        table?.getAttribute('aria-rowcount') === '202' &&
        [...table.querySelectorAll('.ant-table-tbody-virtual .ant-table-row')].some(visible) &&
        [...document.querySelectorAll('.ant-pagination-total-text')].some(
          (t) => visible(t) && t.textContent === '共 200 人',
        ) &&
        !loading()
      );
    },
    // the org chart's tree and its hint
    chart: () =>
      [...document.querySelectorAll('.ant-tree-show-line .ant-tree-treenode')].some(visible) &&
      document.body.textContent.includes('拖动部门可调整其上级部门'),
  };
  let armed = null;
  window.__scaleProbe = {
    /** Resolves once nothing has been fetched for `ms`, and no sooner than 3 s after the page
     *  started: the page's own start is over. The console's idle work (2 s after the layout shows,
     *  one step per idle period) may not have begun: see idleWorkDone. */
    settled(ms) {
      const count = () => performance.getEntriesByType('resource').length;
      return new Promise((resolve) => {
        let last = count();
        let since = performance.now();
        const check = () => {
          const now = count();
          if (now !== last) [last, since] = [now, performance.now()];
          if (performance.now() - since >= ms && performance.now() > 3000) resolve();
          else setTimeout(check, 100);
        };
        check();
      });
    },
    /** Resolves once the console's idle work is over, as a user reading the home page for a few
     *  seconds lets it run: the menu pages' chunks, then the large pages' components warmed (the
     *  warm-components chunk is its last step); then nothing fetched for `ms`. */
    async idleWorkDone(ms) {
      const warmed = () => performance.getEntriesByType('resource').some((e) => e.name.includes('warm-components'));
      while (!warmed()) await new Promise((resolve) => setTimeout(resolve, 100));
      return this.settled(ms);
    },
    firstRowKey: () => rows()[0]?.getAttribute('data-row-key') ?? null,
    firstRowName: () => rows()[0]?.querySelector('td:nth-child(2) button')?.textContent ?? '',
    arm(eventType) {
      const tasks = [];
      const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e)));
      observer.observe({ type: 'longtask', buffered: false });
      armed = { tasks, observer, start: null, was: rows()[0]?.getAttribute('data-row-key') ?? null };
      const a = armed;
      window.addEventListener(
        eventType,
        () => {
          if (a.start !== null) return;
          a.start = performance.now();
          performance.mark('scale:start'); // for the runner's trace (the longest task's CPU time)
        },
        { capture: true, once: true },
      );
    },
    async until(kind, arg) {
      const a = armed;
      const deadline = performance.now() + 30000;
      const end = await new Promise((resolve, reject) => {
        const check = () => {
          if (a.start !== null && ready[kind](a.was, arg)) resolve(performance.now());
          else if (performance.now() > deadline) reject(new Error(`${kind}: not ready after 30 s`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      a.end = end;
      performance.mark('scale:end');
      return { ms: end - a.start, start: a.start };
    },
    /** The longest main-thread task between the event and the content shown (asked for once until()
     *  has answered, and the runner has stopped its profile: the entries arrive after their task). */
    async longest() {
      const a = armed;
      await new Promise((r) => setTimeout(r, 60));
      a.observer.disconnect();
      const during = a.tasks.filter((t) => t.startTime + t.duration > a.start && t.startTime < a.end);
      return Math.max(0, ...during.map((t) => t.duration));
    },
  };
})();

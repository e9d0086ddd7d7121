// Messages the test environment prints that say nothing about the code under test. Everything
// else reaches the output, so a real warning stands out.
const NOISE: RegExp[] = [
  // React: antd animates and measures asynchronously, outside act()
  /not wrapped in act\(/,
  // jsdom lacks these; the browser has them (the e2e runs cover them)
  /^Not implemented: Window's getComputedStyle\(\) method: with pseudo-elements/,
  /^Not implemented: HTMLCanvasElement's getContext\(\) method/,
  /^Not implemented: navigation \(except hash changes\)/,
  /^Not implemented: (window\.|Window's )(scrollTo|alert|confirm|open)/,
  /^Not implemented: HTMLFormElement\.prototype\.requestSubmit/,
  // happy-dom's canvas has no 2D context either, and Chart.js says so
  /^Failed to create chart: can't acquire context from the given item/,
  // rc-trigger (antd's pickers) compares the root nodes of a popup and its input; in jsdom a time
  // picker's popup that is still animating out when its input unmounts reports a mismatch
  /^Warning: trigger element and popup element should in same shadow root/,
];

export const isTestNoise = (first: unknown) =>
  typeof first === 'string' && NOISE.some((pattern) => pattern.test(first));

// antd's deprecation warnings, from any page any test renders: the filter notes them, and
// tests/setup.ts fails the test that printed one.
const ANTD_DEPRECATION = /^Warning: \[antd: [^\]]+\] .* is deprecated/;
export const isAntdDeprecation = (first: unknown) => typeof first === 'string' && ANTD_DEPRECATION.test(first);
const deprecations: string[] = [];
/** antd's deprecation warnings printed through the filter since the last call. */
export const takeAntdDeprecations = () => deprecations.splice(0);

const FILTERED = Symbol('console noise filtered');
type Filtered = ((...args: unknown[]) => void) & { [FILTERED]?: true };

/** Drops the known noise from console.error and console.warn, and notes antd's deprecations. Runs
 *  for every test file (they share a worker), so it wraps each method once. */
export function filterConsoleNoise(target: Console = console) {
  for (const method of ['error', 'warn'] as const) {
    if ((target[method] as Filtered)[FILTERED]) continue;
    const original = target[method].bind(target);
    const filtered: Filtered = (...args: unknown[]) => {
      if (isAntdDeprecation(args[0])) deprecations.push(args[0] as string);
      if (!isTestNoise(args[0])) original(...args);
    };
    filtered[FILTERED] = true;
    target[method] = filtered;
  }
}

interface JsdomError {
  type: string;
  message: string;
  cause?: { stack?: string };
}
interface VirtualConsole {
  removeAllListeners(event: string): void;
  on(event: string, listener: (e: JsdomError) => void): void;
}

/** jsdom reports what it lacks to its own virtual console, which writes to Node's console directly;
 *  re-route those reports through the filter (the environment is vitest's jsdom, `globalThis.jsdom`). */
export function filterJsdomNoise() {
  const virtualConsole = (globalThis as { jsdom?: { virtualConsole?: VirtualConsole } }).jsdom?.virtualConsole;
  if (!virtualConsole) return;
  virtualConsole.removeAllListeners('jsdomError');
  virtualConsole.on('jsdomError', (e) => {
    if (isTestNoise(e.message)) return;
    console.error(e.type === 'unhandled-exception' ? (e.cause?.stack ?? e.message) : e.message);
  });
}

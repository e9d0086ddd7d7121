// antd's CSS-in-JS goes to a detached node (tests/render-app.tsx): jsdom's getComputedStyle, behind
// every getByRole visibility check, otherwise walks hundreds of injected rules for each element.
// The node is never part of the page, so what it holds never matters; it is emptied after every test
// (tests/setup.ts). Left to grow it gained two nodes a test, some 1,400 over a worker's run, and
// @rc-component/util scans all of them through jsdom's HTMLCollection proxy, whose every property read
// is a linear named-item search, on each style update: quadratic in the leak.
export const styleSink = document.createElement('div');

/** Empties the sink, and drops what antd injected into <head> for a test that rendered without it. */
export function clearInjectedStyles() {
  styleSink.replaceChildren();
  for (const style of document.head.querySelectorAll('style')) style.remove();
}

import '@testing-library/jest-dom/vitest';
import * as React from 'react';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { resetToasts } from '@/lib/feedback/toast';
import { filterJsdomNoise, takeAntdDeprecations } from './console-noise';
import { contractMismatches } from '@/lib/http/contract-mismatch';
import { openRequestsAnswered, registerSandboxHooks } from './setup-sandbox';
import { waitForPageLoadsAfterEachFile } from './page-loads';
import { clearInjectedStyles } from './style-sink';
import { keepComputedStyles } from './computed-style-cache';
import { loadCipher } from '@/lib/storage/secure-storage';

// The projects with a DOM (vitest.config.ts). After-hooks run in reverse order of registration: the
// page is unmounted, the sandbox's handlers and the query cache are reset, then the toasts, as in one
// hook before (toasts reset before the cache left one for the next test); the sandbox closes last.
// The encrypted storage's cipher is a chunk the app loads at start (src/app/session-restore.ts);
// here it is there before any test, so the stores hydrate as the module is imported.
await loadCipher();
afterEach(() => resetToasts());
registerSandboxHooks();

// Lazy pages compile on first use in each test file; on a 2-core machine running files in
// parallel that can take a few seconds.
configure({ asyncUtilTimeout: 5000 });
// A failed query inside waitFor/findBy is retried on every DOM change and timer tick, and testing-library
// prints the whole document into each attempt's error. Attempts run with expensive diagnostics off;
// the error that fails the test (waitFor's timeout, or a plain getBy) still carries the document.
type ElementError = ReturnType<typeof getConfig>['getElementError'] & {
  original?: ReturnType<typeof getConfig>['getElementError'];
};
const printingElementError = (getConfig().getElementError as ElementError).original ?? getConfig().getElementError;
const elementError: ElementError = (message, container) => {
  if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics)
    return printingElementError(message, container);
  const error = new Error(message ?? '');
  error.name = 'TestingLibraryElementError';
  return error;
};
elementError.original = printingElementError;
configure({ getElementError: elementError });

// React's development build captures a JavaScript stack for every element it creates (its "owner
// stacks", used only to annotate React's own warnings) — up to 10,000 per render, several percent of
// the suite's CPU. Warnings still print, without that annotation. Nothing under test reads it.
const reactInternals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    get: () => Infinity,
    set() {},
    configurable: true,
  });
}

keepComputedStyles();

// jsdom lacks these (happy-dom has its own); antd and the layout use them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// dnd-kit's keyboard sensor scrolls the active item into view
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
// ProseMirror (the announcement editor) measures the selection to scroll it into view; jsdom does no
// layout, so a zero-sized box is the honest answer.
const noRect = () =>
  ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
const noRects = () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
if (!Range.prototype.getClientRects) Range.prototype.getClientRects = noRects;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = noRect;
if (!document.elementFromPoint) document.elementFromPoint = () => null;
// URL.createObjectURL for downloads
if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:test';
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => {};

beforeEach(() => {
  window.location.hash = '';
});
// A deprecated antd prop fails each test that printed its warning (the console's filter notes them).
afterEach(() => {
  const found = takeAntdDeprecations();
  if (found.length) throw new Error(`antd deprecation warnings; use the API each names:\n${found.join('\n')}`);
});
// An answer of the sandbox that breaks its call's schema fails the test that caused it (a test that
// sends a drifted answer on purpose takes its mismatches with contractMismatches.clear()).
beforeEach(() => contractMismatches.clear());
afterEach(() => {
  const found = contractMismatches.list();
  if (found.length)
    throw new Error(
      `answers that break their call's schema:\n${found.map((m) => `${m.call}: ${m.issues.map((i) => `${i.path} ${i.message}`).join('; ')}`).join('\n')}`,
    );
});
// registered before cleanup, so it runs after the page is unmounted (tests/style-sink.ts)
afterEach(() => clearInjectedStyles());
afterEach(() => cleanup());
// Toasts are reset after each test (above); nothing else renders outside the tested tree any more
// (antd's static message and modal roots are not used: feedback goes through antd's App). Before the
// server closes (tests/setup-sandbox.ts), what is still asked is answered, and a toast it brings is
// dropped here rather than shown in the next file.
afterAll(async () => {
  await openRequestsAnswered();
  resetToasts();
});
waitForPageLoadsAfterEachFile();

// jsdom's "Not implemented" notes are not failures of the code under test (tests/console-noise.ts).
filterJsdomNoise();

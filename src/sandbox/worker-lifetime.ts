// msw 2's browser client tells its worker that the page has closed on `beforeunload`. That event comes
// before the leave prompt (a designer with unsaved work asks): a user who answers 取消 stays on a page
// whose worker no longer answers it, so every call reaches the host, which serves its index.html.
// msw 3 listens to `pagehide` instead (mswjs/msw#2720), which fires only when the page really goes;
// it needs Node 22 (this project pins Node 20). Until then: remove this file with msw 3.

/** Runs msw's `start()` with the page-closing listener it registers moved from `beforeunload` to
 *  `pagehide`. Only the start is affected: the app's own listeners are added after it. */
export async function startUntilPageHides<T>(start: () => Promise<T>): Promise<T> {
  const own = Object.prototype.hasOwnProperty.call(window, 'addEventListener');
  const add = window.addEventListener;
  window.addEventListener = function (
    this: Window,
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) {
    add.call(this, type === 'beforeunload' ? 'pagehide' : type, listener, options);
  } as typeof window.addEventListener;
  try {
    return await start();
  } finally {
    if (own) window.addEventListener = add;
    else Reflect.deleteProperty(window, 'addEventListener');
  }
}

/** A page put in the back/forward cache has told its worker it closed (`pagehide`); restored, it
 *  would run without a backend. It starts again instead. */
export function restartWhenRestored(reload: () => void) {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) reload();
  });
}

/** msw 2's start calls `registration.update()` on the worker it finds without waiting for it. When the
 *  previous page's closing has just made that worker unregister itself (its last client went, as on
 *  a sign-in through the passport pages), the update rejects with "Not found" and nothing handles it:
 *  an uncaught error on a page that works (the worker still answers the pages it controls). The
 *  update's outcome is handled here, for that call only. */
export async function startWithQuietUpdate<T>(start: () => Promise<T>): Promise<T> {
  const proto = ServiceWorkerRegistration.prototype;
  const update = proto.update;
  proto.update = function (this: ServiceWorkerRegistration) {
    const updating = update.call(this);
    updating.catch(() => undefined);
    return updating;
  };
  try {
    return await start();
  } finally {
    proto.update = update;
  }
}

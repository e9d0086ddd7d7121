// Full-page navigation, behind functions so tests can observe it (jsdom cannot navigate).
// Once the page is leaving, later requests are ignored: logout and expiry clear the session, and
// the guard reacting to that must not abort the navigation already under way.
let leaving = false;
if (typeof window !== 'undefined') window.addEventListener('pageshow', (e) => e.persisted && (leaving = false));

export const browser = {
  /** Leaves the app for another page (the provider's login or logout page). */
  assign(url: string) {
    if (leaving) return;
    leaving = true;
    window.location.assign(url);
  },
  reload() {
    if (leaving) return;
    leaving = true;
    window.location.reload();
  },
  /** Sets the hash route without adding a history entry. */
  replaceHash(path: string) {
    const url = `${window.location.pathname}${window.location.search}#${path}`;
    window.history.replaceState(window.history.state, '', url);
  },
};

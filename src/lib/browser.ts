// Full-page navigation, behind functions so tests can observe it (jsdom cannot navigate).
export const browser = {
  /** Leaves the app for another page (the provider's login or logout page). */
  assign(url: string) {
    window.location.assign(url);
  },
  reload() {
    window.location.reload();
  },
  /** Sets the hash route without adding a history entry. */
  replaceHash(path: string) {
    const url = `${window.location.pathname}${window.location.search}#${path}`;
    window.history.replaceState(window.history.state, '', url);
  },
};

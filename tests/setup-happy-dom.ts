// happy-dom fires only `hashchange` when a script sets the address's hash; a browser fires `popstate`
// first, at once, and that is what the router listens to (a test's `location.hash = …`, an address
// changed by hand). Setup files run again for each test file in a worker: the setter is wrapped once.
const POPS = Symbol.for('setup-happy-dom: the hash setter pops');
const locationPrototype = Object.getPrototypeOf(window.location) as object;
const hash = Object.getOwnPropertyDescriptor(locationPrototype, 'hash')!;
if (hash.set && !(POPS in hash.set)) {
  const setHash = hash.set;
  Object.defineProperty(locationPrototype, 'hash', {
    ...hash,
    set: Object.assign(
      function (this: Location, value: string) {
        const before = this.href;
        setHash.call(this, value);
        if (this.href !== before) window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      },
      { [POPS]: true },
    ),
  });
}

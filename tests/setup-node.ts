import { registerSandboxHooks } from './setup-sandbox';
import { loadCipher } from '@/lib/storage/secure-storage';

// The `node` project (vitest.config.ts): sandbox and pure-logic tests, without a DOM. Node 20 has
// no Web Storage; the sandbox, the session store and the per-user records keep theirs in it.
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
for (const name of ['localStorage', 'sessionStorage'] as const)
  if (!(name in globalThis))
    Object.defineProperty(globalThis, name, { value: new MemoryStorage(), configurable: true });

registerSandboxHooks();
// The encrypted storage's cipher is a chunk the app loads at start (src/app/session-restore.ts).
await loadCipher();

import '../seed';
import type { HttpHandler } from 'msw';

// Every sandbox call: each file in this folder default-exports its module's handler list.
const found = import.meta.glob<{ default: HttpHandler[] }>(['./*.ts', '!./index.ts'], { eager: true });

export const handlers: HttpHandler[] = Object.keys(found)
  .sort()
  .flatMap((file) => found[file].default);

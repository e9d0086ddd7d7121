import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The sandbox for vitest: the same handlers over msw/node. */
export const server = setupServer(...handlers);

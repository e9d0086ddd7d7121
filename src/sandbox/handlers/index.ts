import '../seed';
import type { HttpHandler } from 'msw';
import { loginHandlers } from './login';
import { enterpriseShellHandlers } from './enterprise-shell';
import { directoryHandlers } from './directory';
import { cryptoHandlers } from './crypto';

/** Every sandbox call. Modules append their handler lists here. */
export const handlers: HttpHandler[] = [...loginHandlers, ...enterpriseShellHandlers, ...directoryHandlers, ...cryptoHandlers];

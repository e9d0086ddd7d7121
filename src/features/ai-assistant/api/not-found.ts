import { errorCodeOf } from '@/lib/http/errors';

/** The AI area's answer for an id that is not the enterprise's (docs/assumed-contract.md
 *  "Conventions"): code 404 with a message naming it. */
export const NOT_FOUND_CODE = 404;

export const isNotFound = (error: unknown) => String(errorCodeOf(error)) === String(NOT_FOUND_CODE);

/** Thrown by a handler (or a shared check) to answer with a failure envelope. Its own module, so the
 *  checks of validate/ and respond.ts's paginate can share it without importing each other. */
export class Reject extends Error {
  constructor(
    readonly code: number | string,
    message: string,
    readonly errorCode?: string,
  ) {
    super(message);
  }
}

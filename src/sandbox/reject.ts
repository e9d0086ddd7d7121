/** Thrown by a handler (or a shared check) to answer with a failure envelope. Its own module, so the
 *  checks of validate/ and respond.ts's paginate can share it without importing each other. */
export class Reject extends Error {
  constructor(
    readonly code: number | string,
    message: string,
    readonly errorCode?: string,
    /** the envelope's data, for a refusal the page shows itself (a restructure plan's conflicts) */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

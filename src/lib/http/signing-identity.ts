// Whose lenovoId the request signer uses. The app sets it at start; kept apart from signing.ts so
// the first screen does not load the MD5 code before its first signed call.

let lenovoIdSource: () => string = () => '';

/** The app tells the signer whose lenovoId to sign with. */
export function setSigningIdentity(source: () => string) {
  lenovoIdSource = source;
}

export const signingIdentity = () => lenovoIdSource();

import MD5 from 'crypto-js/md5';

// The login service's own check of a signed request (platform-shell §7 "Request signing": a hash of
// the fixed secret, the app id, the lenovo id and the timestamp; MD5 hex of the four in that order,
// docs/assumed-contract.md "Foundation"). Written here, not taken from the console, so a console
// that signs wrongly is refused as a real service would refuse it.
const SECRET = import.meta.env.VITE_SIGN_SECRET ?? '';
const APP_ID = import.meta.env.VITE_APP_ID ?? '';

export function hasValidSign(headers: Headers): boolean {
  const lenovoId = headers.get('lenovoId') ?? '';
  const timestamp = headers.get('timestamp') ?? '';
  return headers.get('sign') === MD5(SECRET + APP_ID + lenovoId + timestamp).toString();
}

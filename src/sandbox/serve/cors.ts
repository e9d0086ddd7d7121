import type { IncomingMessage } from 'node:http';

// The console runs on another origin (vite on :5173, its preview on :4173) than the server: the
// browser asks first (a preflight) for every call that carries the token or the signing headers.

/** What the console sends (lib/http/client.ts, lib/http/signing.ts) besides the simple headers. */
const ALLOWED_HEADERS = ['token', 'content-type', 'appid', 'timestamp', 'lenovoid', 'sign', 'accept'];

/** The CORS headers of an answer to `req` (none without an Origin: not a cross-origin call). */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'access-control-allow-origin': origin,
    vary: 'Origin',
    // a download's file name is read by the console's download helper
    'access-control-expose-headers': 'Content-Disposition, Content-Type, Content-Length',
  };
}

/** A preflight's answer headers. */
export function preflightHeaders(req: IncomingMessage): Record<string, string> {
  return {
    ...corsHeaders(req),
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, HEAD, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS.join(', '),
    'access-control-max-age': '600',
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';

// Between node:http and the Fetch API the handlers speak: the request as a `Request` (full URL,
// method, headers, body bytes), the handlers' `Response` written back as it is (status, every
// header, the body as bytes: downloads and pictures are binary).

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The request as the handlers see it; a HEAD is asked as its GET (the answer's body is left out). */
export async function toFetchRequest(req: IncomingMessage, fallbackHost: string): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
  const body = method === 'GET' ? undefined : await bodyOf(req);
  return new Request(url, { method, headers, body: body?.length ? new Uint8Array(body) : undefined });
}

/** Writes the handlers' answer, plus `extra` headers (CORS). */
export async function sendResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extra: Record<string, string> = {},
) {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  // the length of what is sent (a compressed or chunked length from the handler would lie)
  delete headers['content-encoding'];
  delete headers['transfer-encoding'];
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, { ...headers, ...extra });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A JSON answer of the server's own (controls, refusals, no such call). */
export function sendJson(res: ServerResponse, status: number, value: unknown, extra: Record<string, string> = {}) {
  const body = Buffer.from(JSON.stringify(value));
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(body.length),
    ...extra,
  });
  res.end(body);
}

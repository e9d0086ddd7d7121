/** One raw call to the sandbox, as a server client would make it: HTTP status and parsed body. */
export async function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: { token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { code: number | string; success?: boolean; message?: string; data?: unknown },
  };
}

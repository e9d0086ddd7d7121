// Sends a payload straight to the sandbox (through msw), bypassing the console's own checks, and
// answers the envelope, so a test sees exactly what the server refuses.
import { signInAs } from '../sign-in';

export interface Envelope {
  code: number | string;
  message: string;
  errorCode?: string;
  data: unknown;
}

export async function send(
  path: string,
  body?: unknown,
  { method = 'POST', token = signInAs() }: { method?: string; token?: string } = {},
): Promise<Envelope> {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: { token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope;
}

/** The code and message of a refusal (or of a success, to see an unexpected one clearly). */
export const refusal = async (path: string, body?: unknown, options?: { method?: string; token?: string }) => {
  const { code, message } = await send(path, body, options);
  return { code, message };
};

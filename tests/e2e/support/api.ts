import { DEMO_PASSWORD, injectSession } from './login';

/** One call to the fake API as `email` (a fresh token each time), for a flow's setup and checks. */
export async function apiCall<T>(apiUrl: string, email: string, path: string, method = 'GET', body: unknown = {}): Promise<T> {
  const login = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD, token: '', backOfficeType: 'SHOP' }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const reply = await fetch(`${apiUrl}${path}`, { method, headers, body: method === 'GET' ? undefined : JSON.stringify(body) });
  return (await reply.json()) as T;
}

/** A session of `email` with the sandbox disclaimer accepted beforehand (the sign-in flows test the dialog). */
export async function sessionWithDisclaimer(
  apiUrl: string,
  context: Parameters<typeof injectSession>[0],
  email = 'merchant@demo.test',
): Promise<void> {
  await apiCall(apiUrl, email, '/sandbox/user-disclaimer', 'POST');
  await injectSession(context, apiUrl, email);
}

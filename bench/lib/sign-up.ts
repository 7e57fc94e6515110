// The benches' way in: sign a new person up through the development outbox (LONSAM_DEV_TOOLS=1,
// which server-process.ts sets) and keep the session.

export type BenchSession = { cookie: string; token: string };

export const BENCH_HEADERS = { 'content-type': 'application/json', 'x-lonsam-csrf': 'bench' };

export async function expectOk(pending: Promise<Response>): Promise<Response> {
  const response = await pending;
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return response;
}

let signUps = 0;

/** A new person, `bench-<label>-…@exempel.se`, signed up with the code from the outbox. */
export async function signUpThroughOutbox(baseUrl: string, label: string): Promise<BenchSession> {
  signUps += 1;
  const email = `bench-${label}-${Date.now()}-${signUps}@exempel.se`;
  const post = (path: string, body: unknown) =>
    expectOk(
      fetch(`${baseUrl}/api${path}`, { method: 'POST', headers: BENCH_HEADERS, body: JSON.stringify(body) }),
    );
  await post('/signup/start', { email, brand: 'lonsam' });
  const outbox = (await (await fetch(`${baseUrl}/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { text: string }[];
  };
  const code = /\b(\d{6})\b/.exec(outbox.messages[0]!.text)![1];
  const complete = await post('/signup/complete', { email, code, password: 'ett långt lösenord' });
  const cookie = complete.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { token } = (await complete.json()) as { token: string };
  return { cookie, token };
}

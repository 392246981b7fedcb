/**
 * Walks the local provider's real login and consent pages over HTTP, the way a browser would:
 * follows redirects with a cookie jar and submits each page's form, until the provider sends the
 * browser to `redirectUri`. Returns that URL (with `code` and `state`).
 */
export async function loginAtProvider(authorizationUrl: string, redirectUri: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
  };
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let request: { url: string; method: 'GET' | 'POST'; body?: string } = { url: authorizationUrl, method: 'GET' };
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(request.url, {
      method: request.method,
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(request.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: request.body,
    });
    remember(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, request.url);
      if (next.toString().startsWith(redirectUri)) return next;
      request = { url: next.toString(), method: 'GET' };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form on the provider page: ${html.slice(0, 300)}`);
    const fields = new URLSearchParams();
    for (const match of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
      fields.set(match[1]!, match[2]!);
    if (fields.get('prompt') === 'login') {
      fields.set('login', login);
      fields.set('password', 'any-password');
    }
    request = {
      url: new URL(action.replace(/&amp;/g, '&'), request.url).toString(),
      method: 'POST',
      body: fields.toString(),
    };
  }
  throw new Error('the provider did not send the browser back');
}

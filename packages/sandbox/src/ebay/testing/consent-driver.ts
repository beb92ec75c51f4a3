// Drives the stand-in's consent page the way a browser would: read the form, fill in the seller, press a
// button. Tests use it for the OAuth flow (the demo seeding uses the stand-in's grantDemoConsent instead).

export type ConsentDecision = 'agree' | 'decline';

export interface ConsentOutcome {
  /** The consent page's HTML as first shown. */
  page: string;
  /** 302 when the stand-in sends the browser on; 400 with the page again for an unknown seller. */
  status: number;
  /** The RuName's URL with `state`, and `code` + `expires_in` or `error`. */
  location: string | null;
  code?: string;
  state?: string;
  error?: string;
}

interface ConsentForm {
  action: string;
  fields: Record<string, string>;
}

const decodeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );

/** The page's form: where it posts and its hidden fields. */
export function readConsentForm(html: string): ConsentForm {
  const match = /<form\b([^>]*)>([\s\S]*?)<\/form>/.exec(html);
  if (!match) throw new Error('the consent page has no form');
  const [, attributes = '', inner = ''] = match;
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of inner.matchAll(
    /<input\b[^>]*type="hidden"[^>]*name="([^"]*)"[^>]*value="([^"]*)"/g,
  )) {
    fields[name] = decodeHtml(value);
  }
  return { action: decodeHtml(/action="([^"]*)"/.exec(attributes)?.[1] ?? ''), fields };
}

/**
 * Opens eBay's authorize URL (as built by the client), signs in as `username` and agrees or declines.
 * The password is not checked by the stand-in, so none is sent.
 */
export async function consentAsSeller(
  authorizeUrl: string,
  username: string,
  decision: ConsentDecision = 'agree',
): Promise<ConsentOutcome> {
  const pageResponse = await fetch(authorizeUrl);
  const page = await pageResponse.text();
  if (!pageResponse.ok) throw new Error(`the consent page answered ${pageResponse.status}: ${page}`);
  const form = readConsentForm(page);
  const response = await fetch(new URL(form.action, authorizeUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, username, password: '', decision }).toString(),
  });
  await response.body?.cancel();
  const location = response.headers.get('location');
  const outcome: ConsentOutcome = { page, status: response.status, location };
  if (location) {
    const query = new URL(location).searchParams;
    for (const name of ['code', 'state', 'error'] as const) {
      const value = query.get(name);
      if (value !== null) outcome[name] = value;
    }
  }
  return outcome;
}

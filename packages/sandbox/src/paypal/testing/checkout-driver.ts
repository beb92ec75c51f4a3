// Test support: drives the stand-in's approval page the way a browser would, by reading its forms.

export interface CheckoutForm {
  action: string;
  fields: Record<string, string>;
  button: string;
}

/** The page's forms: where each posts, its hidden fields, and the label of its button. */
export function readForms(html: string): CheckoutForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, attributes = '', inner = '']) => ({
    action: /action="([^"]*)"/.exec(attributes)?.[1] ?? '',
    fields: Object.fromEntries(
      [...inner.matchAll(/<input\b[^>]*name="([^"]*)"[^>]*value="([^"]*)"/g)].map(
        ([, name = '', value = '']) => [name, value],
      ),
    ),
    button: /<button\b[^>]*>([^<]*)<\/button>/.exec(inner)?.[1]?.trim() ?? '',
  }));
}

export interface CheckoutResult {
  /** The approval page's HTML. */
  page: string;
  status: number;
  /** Where the stand-in sends the buyer next (the merchant's return or cancel URL). */
  location: string | null;
}

/** Opens the approve link and presses the button with that label ("Approve", "Zustimmen", "Cancel" …). */
export async function pressCheckoutButton(approveUrl: string, label: string): Promise<CheckoutResult> {
  const pageResponse = await fetch(approveUrl);
  const page = await pageResponse.text();
  const form = readForms(page).find((candidate) => candidate.button === label);
  if (!form) throw new Error(`no button "${label}" on ${approveUrl}`);
  const response = await fetch(new URL(form.action, approveUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields).toString(),
  });
  await response.body?.cancel();
  return { page, status: response.status, location: response.headers.get('location') };
}

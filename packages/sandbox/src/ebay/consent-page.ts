import { type ConsentLanguage, consentTexts } from './consent-texts.ts';

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

// Inline styles only: the page loads nothing from anywhere else.
const style = `body{font-family:system-ui,sans-serif;background:#f7f7f7;margin:0;padding:2rem;color:#111}
main{max-width:30rem;margin:0 auto;background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.3rem;margin-top:0}.notice{background:#fff4ce;border:1px solid #e0c000;padding:.6rem;border-radius:.3rem}
label{display:block;margin-top:1rem;font-weight:600}input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}
.hint{color:#555;font-size:.85rem;margin:.2rem 0}.error{color:#b00020;font-weight:600}
.buttons{margin-top:1.5rem;display:flex;gap:.5rem}button{font-size:1rem;padding:.6rem 1.4rem;border-radius:1.5rem;border:1px solid #3665f3;cursor:pointer}
.agree{background:#3665f3;color:#fff}.decline{background:#fff;color:#3665f3}`;

function renderPage(language: ConsentLanguage, content: string): string {
  const texts = consentTexts[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts.title)}</title>
<style>${style}</style></head><body><main><h1>${escapeHtml(texts.title)}</h1>
<p class="notice" role="note">${escapeHtml(texts.notice)}</p>${content}</main></body></html>`;
}

export interface ConsentRequest {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  language: ConsentLanguage;
}

export interface ConsentPageInput {
  request: ConsentRequest;
  applicationName: string;
  /** A few of the market's sellers, offered as suggestions for the username field. */
  sellerNames: string[];
  username?: string;
  error?: string;
}

/** The sign-in and consent form; one form, the pressed button's `decision` says agree or decline. */
export function renderConsentPage(input: ConsentPageInput): string {
  const { request } = input;
  const texts = consentTexts[request.language];
  const hidden = (
    [
      ['client_id', request.clientId],
      ['redirect_uri', request.redirectUri],
      ['response_type', 'code'],
      ['scope', request.scope],
      ['state', request.state],
      ['locale', request.language],
    ] as const
  )
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  const scopes = request.scope
    .split(/\s+/)
    .filter(Boolean)
    .map((scope) => `<li><code>${escapeHtml(scope)}</code></li>`)
    .join('');
  const options = input.sellerNames.map((name) => `<option value="${escapeHtml(name)}">`).join('');
  const examples = input.sellerNames.slice(0, 5).map(escapeHtml).join(', ');
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  return renderPage(
    request.language,
    `<p>${escapeHtml(texts.asks(input.applicationName))}</p><ul>${scopes}</ul>${error}
<form method="post" action="/oauth2/authorize">${hidden}
<label for="username">${escapeHtml(texts.username)}</label>
<input type="text" id="username" name="username" list="sellers" autocomplete="username" value="${escapeHtml(input.username ?? '')}">
<datalist id="sellers">${options}</datalist>
<p class="hint">${escapeHtml(texts.usernameHint)} ${examples}</p>
<label for="password">${escapeHtml(texts.password)}</label>
<input type="password" id="password" name="password" autocomplete="current-password">
<p class="hint">${escapeHtml(texts.passwordHint)}</p>
<div class="buttons"><button type="submit" name="decision" value="agree" class="agree">${escapeHtml(texts.agree)}</button>
<button type="submit" name="decision" value="decline" class="decline">${escapeHtml(texts.decline)}</button></div>
</form>`,
  );
}

export function renderConsentError(language: ConsentLanguage, message: string): string {
  const texts = consentTexts[language];
  return renderPage(
    language,
    `<h2>${escapeHtml(texts.badRequest)}</h2><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}

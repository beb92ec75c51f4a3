import { checkoutLanguage, checkoutTexts } from './checkout-texts.ts';
import { fromMinorUnits, toMinorUnits } from './money.ts';
import type { WireMoney } from './request-schemas.ts';
import type { PlanRecord, SubscriptionRecord } from './sandbox-state.ts';
import { cyclePriceMinor, planCurrency } from './subscription-billing.ts';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

function formatMoney(money: WireMoney, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency_code }).format(
    Number(money.value),
  );
}

// Inline styles only: the page loads nothing from anywhere else.
const style = `body{font-family:system-ui,sans-serif;background:#f5f7fa;margin:0;padding:2rem;color:#1a1a1a}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.3rem;margin-top:0}ul{padding-left:1.2rem}.due{font-weight:600}
form{display:inline-block;margin-right:.5rem}button{font-size:1rem;padding:.6rem 1.4rem;border-radius:1.5rem;border:1px solid #0070ba;cursor:pointer}
.approve{background:#0070ba;color:#fff}.cancel{background:#fff;color:#0070ba}.notice{color:#666;font-size:.85rem;margin-top:1.5rem}`;

export function renderPage(locale: string | undefined, title: string, content: string): string {
  const language = checkoutLanguage(locale);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${style}</style></head><body><main>${content}</main></body></html>`;
}

export function renderMessagePage(
  locale: string | undefined,
  message: keyof typeof checkoutTexts.en,
): string {
  const texts = checkoutTexts[checkoutLanguage(locale)];
  const text = String(texts[message]);
  return renderPage(
    locale,
    texts.title,
    `<h1>${escapeHtml(text)}</h1><p class="notice">${texts.sandboxNotice}</p>`,
  );
}

/** What the buyer agrees to: plan, price per cycle, trial, setup fee, taxes, and what is charged today. */
function termLines(plan: PlanRecord, locale: string): string[] {
  const texts = checkoutTexts[checkoutLanguage(locale)];
  const lines = plan.billing_cycles.map((cycle) => {
    const { interval_unit: unit, interval_count: count } = cycle.frequency;
    const price = cycle.pricing_scheme?.fixed_price;
    const priceText = price ? `${formatMoney(price, locale)} ${texts.every(count, unit)}` : texts.free;
    if (cycle.tenure_type === 'REGULAR')
      return price && plan.billing_cycles.length > 1 ? `${texts.thereafter} ${priceText}` : priceText;
    // One trial cycle is paid once: '14 Tage für 1,19 €', not '1,19 € alle 14 Tage', which reads as recurring.
    const trialPrice = !price
      ? texts.free
      : cycle.total_cycles === 1
        ? texts.once(formatMoney(price, locale))
        : priceText;
    return `${texts.trial}: ${texts.period(count * cycle.total_cycles, unit)} ${trialPrice}`;
  });
  const setupFee = plan.payment_preferences.setup_fee;
  if (setupFee && toMinorUnits(setupFee) > 0)
    lines.push(`${texts.setupFee}: ${formatMoney(setupFee, locale)}`);
  if (plan.taxes) {
    const percent = plan.taxes.percentage;
    lines.push(plan.taxes.inclusive ? texts.taxInclusive(percent) : texts.taxExclusive(percent));
  }
  return lines;
}

/** The first payment, taken on approval: setup fee plus the first cycle (taxes included). */
function dueToday(plan: PlanRecord, locale: string): string {
  const first = plan.billing_cycles[0];
  const setupFee = plan.payment_preferences.setup_fee;
  const dueMinor = (first ? cyclePriceMinor(plan, first) : 0) + (setupFee ? toMinorUnits(setupFee) : 0);
  const texts = checkoutTexts[checkoutLanguage(locale)];
  return `${texts.dueToday}: ${formatMoney(fromMinorUnits(dueMinor, planCurrency(plan)), locale)}`;
}

export function renderCheckoutPage(plan: PlanRecord, subscription: SubscriptionRecord): string {
  const locale = subscription.context?.locale ?? 'en-US';
  const texts = checkoutTexts[checkoutLanguage(locale)];
  if (subscription.status !== 'APPROVAL_PENDING') return renderMessagePage(locale, 'alreadyDone');
  const brand = subscription.context?.brand_name ?? 'PayPal Sandbox';
  const token = escapeHtml(subscription.id);
  const items = termLines(plan, locale)
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('');
  return renderPage(
    locale,
    texts.title,
    `<h1>${texts.title}</h1><p>${escapeHtml(texts.subscribeAt(brand))}</p>
<h2>${escapeHtml(plan.name)}</h2><ul>${items}</ul><p class="due">${escapeHtml(dueToday(plan, locale))}</p>
<form method="post" action="/checkoutnow/approve"><input type="hidden" name="token" value="${token}">
<button type="submit" class="approve">${texts.approve}</button></form>
<form method="post" action="/checkoutnow/cancel"><input type="hidden" name="token" value="${token}">
<button type="submit" class="cancel">${texts.cancel}</button></form>
<p class="notice">${texts.sandboxNotice}</p>`,
  );
}

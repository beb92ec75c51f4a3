/**
 * The light entry's form rules, by hand: the contract's schemas for the sign-in, login token and forgotten
 * password forms (auth.ts, passwords.ts, registration.ts) with the messages the app's zod setup gives them
 * (validation-messages.ts). A test holds both to the same answers; the public pages thus skip zod and the
 * contract. Each rule answers the translation key of what is wrong, or null.
 */
export type FieldRule = (value: string) => string | null;

// The contract's `text()`: no NUL, no lone half of a UTF-16 surrogate pair.
function isWellFormed(value: string): boolean {
  if (value.includes('\u0000')) return false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i++;
  }
  return true;
}

/** zod's e-mail pattern (z.email()). */
const emailPattern =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** `emailSchema`: an e-mail address of at most 254 characters. */
export const emailRule: FieldRule = (value) => {
  if (!emailPattern.test(value)) return 'validation.email';
  return value.length > 254 ? 'validation.maxLength' : null;
};

/** `text().min(min).max(max)`, trimmed first where the schema trims. */
export function textRule(max: number, options: { min?: number; isTrimmed?: boolean } = {}): FieldRule {
  const min = options.min ?? 1;
  return (raw) => {
    const value = options.isTrimmed ? raw.trim() : raw;
    if (!isWellFormed(value)) return 'validation.invalid';
    if (value.length < min) return min === 1 ? 'validation.required' : 'validation.minLength';
    return value.length > max ? 'validation.maxLength' : null;
  };
}

/** `passwordSchema`: 8 to 200 characters. */
export const newPasswordRule = textRule(200, { min: 8 });

/** `otpSchema`: six digits. */
export const otpRule: FieldRule = (value) => (/^\d{6}$/.test(value) ? null : 'validation.invalid');

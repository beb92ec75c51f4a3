import type { StarColor } from '@baylytics/contract/account-check-star-colors';

/** The user's own text of a colour, or the translated default while they have set none. */
export function starColorLabel(color: StarColor, t: (key: string) => string): string {
  return color.isDefault ? t(color.text) : color.text;
}

import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text } from './primitives.ts';
import { roleGroups } from './roles.ts';

/**
 * The affiliate programme (spec 002 §2 Affiliate, §3, §5): an affiliate chooses a code, shares the link
 * `/affiliate?referer=<code>`, and every account registered through that link (or with that code as referer)
 * is counted as the affiliate's friend. Every call sees only the caller's own code and friends.
 */

/** Field-error keys (catalogue `affiliate`) of the code rules (spec 002 §5, §8). */
export const affiliateCodeErrors = {
  required: 'affiliate.pleaseEnterTheCode',
  taken: 'affiliate.theCodeIsExisted',
  rule: 'affiliate.codeRule',
} as const;

export const affiliateCodeMaxLength = 32;

/** A code goes into a link as it is: letters, digits, '-' and '_', at most 32; unique in any letter case. */
export const affiliateCodeSchema = text()
  .trim()
  .min(1, { error: affiliateCodeErrors.required })
  .max(affiliateCodeMaxLength, { error: affiliateCodeErrors.rule })
  .regex(/^[A-Za-z0-9_-]+$/, { error: affiliateCodeErrors.rule })
  .describe("The affiliate's referral code: letters, digits, '-' and '_'");

export const affiliateLinkSchema = z.object({
  code: text().nullable().describe('The current code; null before the first one is generated'),
  currentLink: text().nullable().describe('The referral link of the current code; null without a code'),
});
export type AffiliateLink = z.infer<typeof affiliateLinkSchema>;

export const affiliateFriendSchema = z.object({
  name: text().describe("The referred user's first and last name"),
  registrationTime: text().describe('ISO 8601'),
});
export type AffiliateFriend = z.infer<typeof affiliateFriendSchema>;

export const affiliateCurrentLink = endpoint({
  method: 'GET',
  path: '/affiliate/current-link',
  access: roleGroups.affiliate,
  summary: "The caller's current referral code and link",
  data: affiliateLinkSchema,
});

export const affiliateFriends = endpoint({
  method: 'GET',
  path: '/affiliate/friends',
  access: roleGroups.affiliate,
  summary: 'The accounts registered through any of the caller’s codes, newest first',
  data: z.array(affiliateFriendSchema),
});

export const createAffiliateCode = endpoint({
  method: 'POST',
  path: '/affiliate',
  access: roleGroups.affiliate,
  summary:
    'Makes a new code the caller’s current one; links with earlier codes keep counting for the caller. A code anyone holds already (any letter case) is refused',
  body: z.object({ code: affiliateCodeSchema }),
  data: affiliateLinkSchema,
});

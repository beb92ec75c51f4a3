import { z } from 'zod';

// PayPal's answers as far as we read them. Objects are not strict: PayPal adds fields over time, and an
// added field must not break billing. What we do read is checked for type and form.

const decimal = /^-?(\d+|\d*\.\d+)$/;
const time = z.iso.datetime({ offset: true });
const money = z.object({ currency_code: z.string().length(3), value: z.string().regex(decimal) });
const link = z.object({ href: z.string(), rel: z.string(), method: z.string().optional() });

export const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.number().int().positive(),
});

export const productAnswer = z.object({ id: z.string().min(1), name: z.string() });

export const planAnswer = z.object({
  id: z.string().min(1),
  product_id: z.string(),
  name: z.string(),
  status: z.enum(['CREATED', 'INACTIVE', 'ACTIVE']),
});

export const subscriptionStatus = z.enum([
  'APPROVAL_PENDING',
  'APPROVED',
  'ACTIVE',
  'SUSPENDED',
  'CANCELLED',
  'EXPIRED',
]);

/** Enough for a minimal answer too (`Prefer: return=minimal` gives only id, status and links). */
export const createdSubscriptionAnswer = z.object({
  id: z.string().min(1),
  status: subscriptionStatus,
  links: z.array(link),
});

export const subscriptionAnswer = z.object({
  id: z.string().min(1),
  status: subscriptionStatus,
  plan_id: z.string(),
  custom_id: z.string().optional(),
  start_time: time.optional(),
  billing_info: z
    .object({
      last_payment: z.object({ amount: money, time }).optional(),
      next_billing_time: time.optional(),
    })
    .optional(),
});
export type SubscriptionAnswer = z.infer<typeof subscriptionAnswer>;

export const verificationAnswer = z.object({ verification_status: z.enum(['SUCCESS', 'FAILURE']) });

/** PayPal's REST error shape, or the OAuth one its token endpoint uses. */
export const errorAnswer = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

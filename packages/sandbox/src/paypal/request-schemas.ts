import { z } from 'zod';

// The constraints below are those of PayPal's OpenAPI documents (lengths, patterns, enums, defaults),
// so a request the real service would refuse is refused here too.
const decimal = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;

export const moneySchema = z.object({
  currency_code: z.string().length(3),
  value: z.string().max(32).regex(decimal),
});
export type WireMoney = z.infer<typeof moneySchema>;

export const productRequestSchema = z.object({
  id: z.string().min(6).max(50).optional(),
  name: z.string().min(1).max(127),
  description: z.string().min(1).max(256).optional(),
  type: z.enum(['PHYSICAL', 'DIGITAL', 'SERVICE']),
  category: z
    .string()
    .min(4)
    .max(256)
    .regex(/^[A-Z_]+$/)
    .optional(),
  image_url: z.url().max(2000).optional(),
  home_url: z.url().max(2000).optional(),
});
export type ProductRequest = z.infer<typeof productRequestSchema>;

export const intervalUnits = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type IntervalUnit = (typeof intervalUnits)[number];

const billingCycleSchema = z.object({
  pricing_scheme: z.object({ fixed_price: moneySchema }).optional(),
  frequency: z.object({
    interval_unit: z.enum(intervalUnits),
    interval_count: z.number().int().min(1).max(365).default(1),
  }),
  tenure_type: z.enum(['REGULAR', 'TRIAL']),
  sequence: z.number().int().min(1).max(99),
  total_cycles: z.number().int().min(0).max(999).default(1),
});
export type BillingCycle = z.infer<typeof billingCycleSchema>;

export const planRequestSchema = z.object({
  product_id: z.string().min(6).max(50),
  name: z.string().min(1).max(127),
  status: z.enum(['CREATED', 'INACTIVE', 'ACTIVE']).default('ACTIVE'),
  description: z.string().min(1).max(127).optional(),
  billing_cycles: z.array(billingCycleSchema).min(1).max(12),
  payment_preferences: z.object({
    auto_bill_outstanding: z.boolean().default(true),
    setup_fee: moneySchema.optional(),
    setup_fee_failure_action: z.enum(['CONTINUE', 'CANCEL']).default('CANCEL'),
    payment_failure_threshold: z.number().int().min(0).max(999).default(0),
  }),
  taxes: z.object({ percentage: z.string().regex(decimal), inclusive: z.boolean().default(true) }).optional(),
  quantity_supported: z.boolean().default(false),
});
export type PlanRequest = z.infer<typeof planRequestSchema>;

export const subscriptionRequestSchema = z.object({
  plan_id: z.string().min(3).max(50),
  start_time: z.iso.datetime({ offset: true }).optional(),
  quantity: z.string().min(1).max(32).optional(),
  custom_id: z
    .string()
    .min(1)
    .max(127)
    .regex(/^[\x20-\x7E]+$/)
    .optional(),
  subscriber: z
    .object({
      email_address: z.email().max(254).optional(),
      name: z
        .object({ given_name: z.string().max(140), surname: z.string().max(140) })
        .partial()
        .optional(),
    })
    .optional(),
  application_context: z
    .object({
      brand_name: z.string().min(1).max(127).optional(),
      locale: z
        .string()
        .regex(/^[a-z]{2}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}))?$/)
        .optional(),
      shipping_preference: z.enum(['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS']).optional(),
      user_action: z.enum(['CONTINUE', 'SUBSCRIBE_NOW']).default('SUBSCRIBE_NOW'),
      return_url: z.url().min(10).max(4000),
      cancel_url: z.url().min(10).max(4000),
    })
    .optional(),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

export const cancelRequestSchema = z.object({ reason: z.string().min(1).max(128) });

export const suspendRequestSchema = z.object({ reason: z.string().min(1).max(128) });

/** The reason is optional on activation (PayPal's document requires it only to reactivate, in prose). */
export const activateRequestSchema = z.object({ reason: z.string().min(1).max(128).optional() });

export const verifySignatureRequestSchema = z.object({
  auth_algo: z.string().max(100),
  cert_url: z.string().max(500),
  transmission_id: z.string().max(50),
  transmission_sig: z.string().max(500),
  transmission_time: z.string().max(100),
  webhook_id: z
    .string()
    .max(50)
    .regex(/^[a-zA-Z0-9]+$/),
  webhook_event: z.record(z.string(), z.unknown()),
});

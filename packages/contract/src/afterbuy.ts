import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text } from './primitives.ts';
import { roleGroups } from './roles.ts';
import { mvlRowSchema } from './transformer.ts';

/**
 * The after-buy system of the transformer (spec 002 §2, §7, §8): the vehicle usage list sent to the seller's
 * Afterbuy shop product as its attributes, with the caller's own Afterbuy partner credentials, which are stored
 * sealed and never answered back (only a mask).
 */

/** Afterbuy's answer as the spec names it: Success, Warning (an info with the message) or Error. */
export const afterbuyAcks = ['Success', 'Warning', 'Error'] as const;

export const afterbuyResultSchema = z.object({
  ack: z.enum(afterbuyAcks),
  message: text().describe("Afterbuy's first error or warning text; empty on Success"),
});
export type AfterbuyResult = z.infer<typeof afterbuyResultSchema>;

const secret = (what: string) => text().trim().min(1).max(200).describe(what);

/** Afterbuy's partner credentials as its XML interface's `AfterbuyGlobal` takes them. */
export const afterbuyCredentialsBodySchema = z.object({
  partnerToken: secret('The partner token Afterbuy issued for the interface (PartnerToken)'),
  accountToken: secret("The shop account's token (AccountToken)"),
});
export type AfterbuyCredentialsBody = z.infer<typeof afterbuyCredentialsBodySchema>;

export const afterbuyCredentialsStatusSchema = z.object({
  isSet: z.boolean().describe('Whether the caller has stored credentials'),
  partnerToken: text().nullable().describe('A mask of the stored partner token (first and last characters)'),
  accountToken: text().nullable().describe('A mask of the stored account token'),
  updatedTime: text().nullable().describe('When they were stored, ISO 8601'),
});
export type AfterbuyCredentialsStatus = z.infer<typeof afterbuyCredentialsStatusSchema>;

const credentialsPath = '/bayuser/afterbuy-credentials';

export const afterbuyCredentials = endpoint({
  method: 'GET',
  path: credentialsPath,
  access: roleGroups.transformer,
  summary: "Whether the caller's Afterbuy credentials are stored, with masks only",
  data: afterbuyCredentialsStatusSchema,
});

export const saveAfterbuyCredentials = endpoint({
  method: 'PUT',
  path: credentialsPath,
  access: roleGroups.transformer,
  summary: "Stores (replaces) the caller's Afterbuy credentials, sealed at rest",
  body: afterbuyCredentialsBodySchema,
  data: afterbuyCredentialsStatusSchema,
});

export const deleteAfterbuyCredentials = endpoint({
  method: 'DELETE',
  path: credentialsPath,
  access: roleGroups.transformer,
  summary: "Removes the caller's Afterbuy credentials",
  data: z.null(),
});

export const testAfterbuyCredentials = endpoint({
  method: 'POST',
  path: `${credentialsPath}/test`,
  access: roleGroups.transformer,
  summary:
    "Calls Afterbuy with the stored credentials (GetAfterbuyTime): Success, or Error with Afterbuy's text",
  data: afterbuyResultSchema,
});

/** Afterbuy's product ids are whole numbers. */
export const afterBuyIdSchema = text()
  .trim()
  .regex(/^[1-9]\d{0,9}$/, { message: 'afterbuy.invalidProductId' })
  .describe("The product's id in the seller's Afterbuy shop");

export const updateAfterbuyMvl = endpoint({
  method: 'PUT',
  path: '/transformermvl/afterbuy',
  access: roleGroups.transformer,
  summary:
    "Replaces the Afterbuy product's attributes with the vehicles of the table, one attribute per vehicle",
  body: z.object({
    sellerName: text().trim().min(1).max(100).describe('Seller of the listing the table belongs to'),
    afterBuyId: afterBuyIdSchema,
    mvlData: z.array(mvlRowSchema.omit({ index: true })).max(3000),
  }),
  data: afterbuyResultSchema,
});

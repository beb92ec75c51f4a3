import { randomBytes, randomUUID } from 'node:crypto';

const upperAlphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
// PayPal payer ids leave out 0, 1, I and O so they cannot be misread; its schema checks that.
const payerIdAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function randomFrom(alphabet: string, length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

/** Ids shaped like PayPal's, so logs and URLs look the same on the stand-in and the real service. */
export const paypalIds = {
  product: () => `PROD-${randomFrom(upperAlphanumeric, 17)}`,
  plan: () => `P-${randomFrom(upperAlphanumeric, 24)}`,
  subscription: () => `I-${randomFrom(upperAlphanumeric, 12)}`,
  billingAgreementToken: () => `BA-${randomFrom(upperAlphanumeric, 17)}`,
  sale: () => randomFrom(upperAlphanumeric, 17),
  payer: () => randomFrom(payerIdAlphabet, 13),
  webhookEvent: () => `WH-${randomFrom(upperAlphanumeric, 17)}-${randomFrom(upperAlphanumeric, 17)}`,
  debug: () => randomBytes(7).toString('hex').slice(0, 13),
  accessToken: () => `A21AA${randomBytes(48).toString('base64url')}`,
  transmission: () => randomUUID(),
};

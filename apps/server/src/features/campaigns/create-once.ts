import { EbayError } from '../../integrations/ebay/ebay-error.ts';

/**
 * Creates something at eBay exactly once though the answer may be lost. A create call is sent once (it is not
 * repeated by the client); when no readable answer came back (a timeout, a connection closed, a body cut off,
 * a 5xx, a 201 without the new id),
 * eBay may have created it all the same, so it is looked up by what the product chose for it (a campaign's
 * name, a report task's campaign and dates) and adopted when found, and created a second time only when not.
 * A lookup that fails too fails the whole: nothing is created twice on a guess.
 */
export async function createOnce(create: () => Promise<string>, find: () => Promise<string | null>) {
  try {
    return await create();
  } catch (error) {
    const isAnswerLost =
      error instanceof EbayError && (error.kind === 'unavailable' || error.kind === 'invalidAnswer');
    if (!isAnswerLost) throw error;
    const found = await find();
    return found ?? (await create());
  }
}

// What other parts of the server may use of the video area: the port the status job reads eBay through.
import type { MediaVideo } from '../../integrations/ebay/ebay-types.ts';

/** eBay's Media API as the status job needs it: one video's status, read with a seller's token. */
export interface VideoStatusSource {
  getVideo(tokenId: number, ebayVideoId: string): Promise<MediaVideo>;
}

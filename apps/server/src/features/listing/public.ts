// What other parts of the server may use of the listing area: the eBay calls its jobs make.
export type { ListingEbay } from './item-check/own-listing.ts';

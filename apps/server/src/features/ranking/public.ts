// What other areas may use of ranking (they import nothing else from this folder).
export type { ProductReviewSource } from './import-reviews.ts';

import { z } from 'zod';

/** A day in a job's payload, as the crawler writes days (YYYY-MM-DD). */
export const jobDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

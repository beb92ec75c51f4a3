import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text } from './primitives.ts';

/**
 * Learning (spec 002 §2 Learning): classes of embedded videos at `/app/learning/{classId}` (masterclass-1 with 7
 * videos, masterclass-2 with 6). Classes, their videos and the videos' sources are data: a new class is rows, not
 * code. A video without a source for the caller's language is listed with `sourceUrl` null.
 */

/** A class id as it stands in the address: lower-case letters, digits and '-'. */
export const learningClassIdSchema = text()
  .regex(/^[a-z0-9-]{1,64}$/)
  .describe('Id of a class as in /app/learning/{classId}, e.g. masterclass-1');

export const learningClassSummarySchema = z.object({
  classId: text(),
  title: text().describe("In the caller's language"),
  videoCount: z.number().int().min(0),
});
export type LearningClassSummary = z.infer<typeof learningClassSummarySchema>;

export const learningVideoSchema = z.object({
  id: z.number().int(),
  title: text().describe("In the caller's language"),
  sourceUrl: text()
    .nullable()
    .describe("The embeddable URL for the caller's language; null while none is set"),
});
export type LearningVideo = z.infer<typeof learningVideoSchema>;

export const learningClassSchema = z.object({
  classId: text(),
  title: text(),
  description: text(),
  videos: z.array(learningVideoSchema).describe('In the order of the class'),
});
export type LearningClass = z.infer<typeof learningClassSchema>;

export const learningClasses = endpoint({
  method: 'GET',
  path: '/learning/classes',
  access: 'signedIn',
  summary: "Every learning class in order, named in the caller's language",
  data: z.array(learningClassSummarySchema),
});

export const learningClass = endpoint({
  method: 'GET',
  path: '/learning/classes/:classId',
  access: 'signedIn',
  summary: 'One learning class with its videos; an unknown class is notFound',
  params: z.object({ classId: learningClassIdSchema }),
  data: learningClassSchema,
});

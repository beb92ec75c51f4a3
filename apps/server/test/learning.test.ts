import type { LearningClass, LearningClassSummary } from '@baylytics/contract/learning';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { learningClasses, learningVideos } from '../src/db/schema/learning.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

describe('learning classes', () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await t.signedInUser());
  });

  const english = { 'accept-language': 'en-GB' };
  const classOf = (classId: string, headers: Record<string, string> = {}) =>
    t.get<LearningClass>(`/api/learning/classes/${classId}`, { token, headers });

  it('lists masterclass-1 with 7 videos and masterclass-2 with 6, in order, for any signed-in user', async () => {
    const answer = await t.get<LearningClassSummary[]>('/api/learning/classes', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((c) => [c.classId, c.videoCount])).toEqual([
      ['masterclass-1', 7],
      ['masterclass-2', 6],
    ]);
    expect(answer.body.data[0]?.title).toMatch(/^Masterclass 1: Gefunden werden$/);
    expect((await t.get('/api/learning/classes')).status).toBe(401);
  });

  it('answers a class in the page language, its videos without a source until one is set', async () => {
    const german = await classOf('masterclass-2');
    expect(german.status).toBe(200);
    expect(german.body.data.videos).toHaveLength(6);
    expect(german.body.data.videos.every((video) => video.sourceUrl === null)).toBe(true);
    const inEnglish = await classOf('masterclass-2', english);
    expect(inEnglish.body.data.title).toBe('Masterclass 2: Selling more');
    expect(inEnglish.body.data.videos[0]?.title).toBe('Pricing with the median tool');
  });

  it('serves the source set for each language, and treats blank as not set', async () => {
    const [first] = await t.db
      .select({ id: learningVideos.id })
      .from(learningVideos)
      .where(eq(learningVideos.classId, 'masterclass-1'))
      .orderBy(learningVideos.position)
      .limit(1);
    await t.db
      .update(learningVideos)
      .set({ sourceUrlDe: 'https://video.example/de/1', sourceUrlEn: '  ' })
      .where(eq(learningVideos.id, first?.id ?? 0));
    expect((await classOf('masterclass-1')).body.data.videos[0]?.sourceUrl).toBe(
      'https://video.example/de/1',
    );
    expect((await classOf('masterclass-1', english)).body.data.videos[0]?.sourceUrl).toBeNull();
  });

  it('takes a new class from the data alone', async () => {
    await t.db.insert(learningClasses).values({
      classId: 'masterclass-3',
      sortOrder: 5,
      titleDe: 'Masterclass 3',
      titleEn: 'Masterclass 3',
    });
    await t.db.insert(learningVideos).values({
      classId: 'masterclass-3',
      position: 1,
      titleDe: 'Willkommen',
      titleEn: 'Welcome',
      sourceUrlEn: 'https://video.example/en/welcome',
    });
    const answer = await classOf('masterclass-3', english);
    expect(answer.body.data).toEqual({
      classId: 'masterclass-3',
      title: 'Masterclass 3',
      description: '',
      videos: [{ id: expect.any(Number), title: 'Welcome', sourceUrl: 'https://video.example/en/welcome' }],
    });
    const list = await t.get<LearningClassSummary[]>('/api/learning/classes', { token });
    expect(list.body.data.map((c) => c.classId)).toContain('masterclass-3');
  });

  it('answers notFound for a class that does not exist and refuses an id that cannot be one', async () => {
    const unknown = await classOf('masterclass-99');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('notFound');
    expect((await classOf('Master%20Class')).status).toBe(400);
  });
});

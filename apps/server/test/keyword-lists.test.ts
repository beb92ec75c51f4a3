import type { KeywordList } from '@baylytics/contract/keyword-lists';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

async function createList(token: string, name: string, keywords: string[]) {
  const answer = await t.post<KeywordList>('/api/userkeywords', { name, keywords }, { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('keyword lists', () => {
  it('saves, extends, shows and shrinks a list; the overview has names and counts, details the keywords', async () => {
    const user = await t.signedInUser();
    const list = await createList(user.token, 'Garden', ['garden hose', 'hose reel', 'garden hose']);
    expect(list).toMatchObject({ name: 'Garden', keywordCount: 2, keywords: ['garden hose', 'hose reel'] });

    const added = await t.request<KeywordList>('PUT', `/api/userkeywords/${list.documentId}`, {
      token: user.token,
      body: { keywords: ['Garden Hose', 'watering can'] },
    });
    expect(added.status).toBe(200);
    // A keyword the list holds in another letter case is not added twice.
    expect(added.body.data.keywords).toEqual(['garden hose', 'hose reel', 'watering can']);

    // Saving under a name the user has already (other case) adds to that list instead of a second one.
    const again = await createList(user.token, 'garden', ['sprinkler']);
    expect(again.documentId).toBe(list.documentId);
    expect(again.keywords).toEqual(['garden hose', 'hose reel', 'watering can', 'sprinkler']);
    await createList(user.token, 'Attic', ['ladder']);

    const overview = await t.get<KeywordList[]>('/api/userkeywords', { token: user.token });
    expect(
      overview.body.data.map(({ name, keywordCount, keywords }) => ({ name, keywordCount, keywords })),
    ).toEqual([
      { name: 'Attic', keywordCount: 1, keywords: [] },
      { name: 'Garden', keywordCount: 4, keywords: [] },
    ]);
    const detailed = await t.get<KeywordList[]>('/api/userkeywords?details=true', { token: user.token });
    expect(detailed.body.data[1]?.keywords).toHaveLength(4);

    const removed = await t.request<KeywordList>(
      'DELETE',
      `/api/userkeywords/${list.documentId}/keyword?keyword=${encodeURIComponent('hose reel')}`,
      { token: user.token },
    );
    expect(removed.status).toBe(200);
    const details = await t.get<KeywordList>(`/api/userkeywords/${list.documentId}`, { token: user.token });
    expect(details.body.data.keywords).toEqual(['garden hose', 'watering can', 'sprinkler']);

    const deleted = await t.request('DELETE', `/api/userkeywords/${list.documentId}`, { token: user.token });
    expect(deleted.status).toBe(200);
    const gone = await t.get(`/api/userkeywords/${list.documentId}`, { token: user.token });
    expect(gone.status).toBe(404);
  });

  it("refuses another user's list on every call and lists only the caller's own", async () => {
    const owner = await t.signedInUser();
    const other = await t.signedInUser();
    const list = await createList(owner.token, 'Private', ['secret keyword']);
    const path = `/api/userkeywords/${list.documentId}`;

    expect((await t.get(path, { token: other.token })).status).toBe(404);
    expect(
      (await t.request('PUT', path, { token: other.token, body: { keywords: ['intruder'] } })).status,
    ).toBe(404);
    expect(
      (await t.request('DELETE', `${path}/keyword?keyword=secret%20keyword`, { token: other.token })).status,
    ).toBe(404);
    expect((await t.request('DELETE', path, { token: other.token })).status).toBe(404);
    expect((await t.get<KeywordList[]>('/api/userkeywords', { token: other.token })).body.data).toEqual([]);

    const untouched = await t.get<KeywordList>(path, { token: owner.token });
    expect(untouched.body.data.keywords).toEqual(['secret keyword']);
    // Without a session nothing is answered at all.
    expect((await t.get(path)).status).toBe(401);
  });

  it('validates input: a name and keywords are required, a list holds at most 10,000 keywords', async () => {
    const user = await t.signedInUser();
    const blankName = await t.post(
      '/api/userkeywords',
      { name: '  ', keywords: ['a'] },
      { token: user.token },
    );
    expect(blankName.status).toBe(400);
    const noKeywords = await t.post(
      '/api/userkeywords',
      { name: 'Empty', keywords: [] },
      { token: user.token },
    );
    expect(noKeywords.status).toBe(400);
    const badId = await t.get('/api/userkeywords/not-a-uuid', { token: user.token });
    expect(badId.status).toBe(400);

    const full = await createList(
      user.token,
      'Full',
      Array.from({ length: 10_000 }, (_, index) => `keyword ${index}`),
    );
    expect(full.keywordCount).toBe(10_000);
    const over = await t.request<unknown>('PUT', `/api/userkeywords/${full.documentId}`, {
      token: user.token,
      body: { keywords: ['one too many'] },
    });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      message: 'validationFailed',
      errors: [{ message: 'keywordLists.listFull' }],
    });
    // A keyword already in the full list is no addition, so it is fine.
    const same = await t.request('PUT', `/api/userkeywords/${full.documentId}`, {
      token: user.token,
      body: { keywords: ['KEYWORD 7'] },
    });
    expect(same.status).toBe(200);
  });
});

import type { DataSource } from 'typeorm';
import { conversationsJson, jsonArray, pagesOf } from './archive-contents';

async function textOf(chunks: AsyncIterable<Buffer>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk.toString('utf8');
  return text;
}

async function* each<T>(values: T[]): AsyncGenerator<T> {
  for (const value of values) yield value;
}

/** A database whose every query answers the next of `answers`, recording what it was asked. */
function fakeDb(answers: unknown[][]): { db: DataSource; asked: Array<{ sql: string; values: unknown[] }> } {
  const asked: Array<{ sql: string; values: unknown[] }> = [];
  const db = { query: (sql: string, values: unknown[]) => (asked.push({ sql, values }), Promise.resolve(answers.shift() ?? [])) } as unknown as DataSource;
  return { db, asked };
}

describe('the JSON files of an archive', () => {
  it('writes an array as its elements come: none, one or many, always valid JSON', async () => {
    expect(JSON.parse(await textOf(jsonArray(each([]))))).toEqual([]);
    expect(JSON.parse(await textOf(jsonArray(each([{ a: 1 }]))))).toEqual([{ a: 1 }]);
    expect(JSON.parse(await textOf(jsonArray(each([{ a: 1 }, { b: 'two' }, null]))))).toEqual([{ a: 1 }, { b: 'two' }, null]);
  });

  it('reads rows a page at a time after the last key, until a page comes short', async () => {
    const { db, asked } = fakeDb([
      [{ key: 'a' }, { key: 'b' }],
      [{ key: 'c' }, { key: 'd' }],
      [{ key: 'e' }],
    ]);
    const pages: string[][] = [];
    for await (const page of pagesOf<{ key: string }>(db, 'SELECT', 'account', 2)) pages.push(page.map((row) => row.key));
    expect(pages).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(asked.map((query) => query.values)).toEqual([
      ['account', null],
      ['account', 'b'],
      ['account', 'd'],
    ]);
    expect(asked[0].sql).toBe('SELECT LIMIT 2');
  });

  it('writes conversations with their messages streamed inside, as one valid JSON array', async () => {
    const { db } = fakeDb([
      [
        { key: 'c1', id: 'c1', name: '', created_at: 'then', joined_at: 'then', members: ['ada', 'bob'], visible_from: '0' },
        { key: 'c2', id: 'c2', name: 'Hikers', created_at: 'then', joined_at: 'then', members: ['ada'], visible_from: '5' },
      ],
      [{ id: '1', sender: 'ada', kind: 'text', content: 'Hi', people: [], created_at: 'then', unsent_at: null }, { id: '2', sender: 'bob', kind: 'text', content: 'Oops', people: [], created_at: 'then', unsent_at: 'later' }],
      [],
    ]);
    const written = JSON.parse(await textOf(conversationsJson(db, 'account')));
    expect(written).toEqual([
      {
        id: 'c1',
        name: '',
        created_at: 'then',
        joined_at: 'then',
        members: ['ada', 'bob'],
        messages: [
          { id: '1', sender: 'ada', kind: 'text', content: 'Hi', people: [], created_at: 'then', unsent_at: null },
          { id: '2', sender: 'bob', kind: 'text', content: null, people: [], created_at: 'then', unsent_at: 'later' },
        ],
      },
      { id: 'c2', name: 'Hikers', created_at: 'then', joined_at: 'then', members: ['ada'], messages: [] },
    ]);
  });
});

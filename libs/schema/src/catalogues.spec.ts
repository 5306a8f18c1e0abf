import { compileCatalogues, placeholdersOf, textId } from './catalogues';

describe('catalogues of texts', () => {
  it('names a text by its namespace and key', () => {
    expect(textId('common', 'nav.home')).toBe('common.nav.home');
  });

  it('compiles every namespace under its ids, rewriting words but never placeholders or tags', () => {
    const texts = compileCatalogues({ common: { hello: 'Hello {name}, <0>go</0>' }, people: { count: '{count, plural, one {# follower} other {# followers}}' } }, (words) => words.toUpperCase());
    expect(Object.keys(texts)).toEqual(['common.hello', 'people.count']);
    expect(texts['common.hello']).toEqual(['HELLO ', ['name'], ', <0>GO</0>']);
    expect(JSON.stringify(texts['people.count'])).toContain('FOLLOWERS');
  });

  it('names the text that is not valid ICU', () => {
    expect(() => compileCatalogues({ common: { broken: 'Hello {name' } })).toThrow(/^common\.broken: /);
  });

  it('lists placeholders, those inside plurals and the numbered tags', () => {
    expect(placeholdersOf('Hi {name}: {count, plural, one {# new from {who}} other {# new}} <0>see</0>')).toEqual(['<0>', 'count', 'name', 'who']);
    expect(placeholdersOf('Nothing here')).toEqual([]);
  });
});

import { DEVICE_MESSAGES, LANGUAGE_MESSAGES, shippedLanguages } from '@gatherly/schema';
import { english, word } from '../src/i18n/texts';
import { expectEnvelope } from './support/envelope';
import { makeQuickUsers, makeUser } from './support/factories';
import { openGraphqlSocket } from './support/sockets';
import { startTestApp, TestApp } from './support/test-app';

/** The languages on offer, and each account's choice of one: kept on the account, answered to its owner alone. */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('the languages on offer', () => {
  it('are open on REST and GraphQL, English (the reference) first, each with its own name and direction', async () => {
    const rest = await t.client().get('/api/i18n/languages');
    expect(rest.body).toEqual({ success: true, data: { languages: shippedLanguages() } });
    expect(rest.body.data.languages[0]).toEqual({ code: 'en', name: 'English', native_name: 'English', direction: 'ltr' });
    const gql = await t.client().gql('{ languages { code name native_name direction } }');
    expect(gql.body).toEqual({ data: { languages: shippedLanguages() } });
  });
});

describe("an account's language", () => {
  it('is none until chosen, then kept on the account: login, me and the profile answer it to its owner', async () => {
    const user = await makeUser(t);
    expect((await t.client().get('/api/profile/me', { token: user.access })).body.data.profile.language).toBeNull();

    const saved = await t.client().request('PATCH', '/api/profile/settings/language', { json: { language: 'en' }, token: user.access });
    expect(saved.body).toEqual({ success: true, data: { language: 'en' } });
    const login = await t.client().post('/api/account/login', { email: user.email, password: user.password });
    expect(login.body.data.user.language).toBe('en');
    expect((await t.client().get('/api/profile/me', { token: user.access })).body.data.profile.language).toBe('en');
    const gql = await t.client().gql(`query($name: String!) { me { language } profile(username: $name) { language } }`, { name: user.username }, { token: user.access });
    expect(gql.body).toEqual({ data: { me: { language: 'en' }, profile: { language: 'en' } } });
  });

  it("is never shown to others: another's profile answers null on REST and GraphQL", async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    expect((await t.client().gql('mutation { setLanguage(language: "en") }', undefined, { token: ada.access })).body).toEqual({ data: { setLanguage: 'en' } });
    expect((await t.client().get(`/api/profile/profile/${ada.username}`, { token: bob.access })).body.data.language).toBeNull();
    const gql = await t.client().gql(`query($name: String!) { profile(username: $name) { language } }`, { name: ada.username }, { token: bob.access });
    expect(gql.body).toEqual({ data: { profile: { language: null } } });
  });

  it('refuses a language not on offer, a blank or a missing one, naming the field, and keeps the one chosen', async () => {
    const [ada] = await makeQuickUsers(t, 1);
    await t.client().request('PATCH', '/api/profile/settings/language', { json: { language: 'en' }, token: ada.access });
    for (const language of ['xx', '', 'EN', 'en-US', 'x'.repeat(5000)]) {
      const refused = await t.client().request('PATCH', '/api/profile/settings/language', { json: { language }, token: ada.access });
      expectEnvelope(refused, 400);
      expect(refused.body.error).toEqual([english(LANGUAGE_MESSAGES.languageInvalid)]);
    }
    for (const body of [{}, { language: null }, { language: 7 }]) {
      expectEnvelope(await t.client().request('PATCH', '/api/profile/settings/language', { json: body, token: ada.access }), 400);
    }
    const gql = await t.client().gql('mutation { setLanguage(language: "xx") }', undefined, { token: ada.access });
    expect(gql.body.errors?.[0]).toMatchObject({ message: english(LANGUAGE_MESSAGES.languageInvalid), extensions: { status: 400 } });
    expect((await t.client().get('/api/profile/me', { token: ada.access })).body.data.profile.language).toBe('en');
  });

  it("is refused in the answer's language: the account's choice, else the browser's", async () => {
    const [ada, bob] = await makeQuickUsers(t, 2);
    const refuse = (token: string) => t.client().request('PATCH', '/api/profile/settings/language', { json: { language: 'xx' }, token, headers: { 'accept-language': 'es' } });
    expect((await refuse(bob.access)).body.error).toEqual(['El idioma debe ser uno de estos: en, es, de, fr, ar.']);
    await t.client().request('PATCH', '/api/profile/settings/language', { json: { language: 'de' }, token: ada.access });
    const german = await refuse(ada.access);
    expect([german.headers.get('content-language'), german.body.error]).toEqual(['de', ['Die Sprache muss eine der folgenden sein: en, es, de, fr, ar.']]);
    const gql = await t.client().gql('mutation { setLanguage(language: "xx") }', undefined, { token: ada.access, headers: { 'accept-language': 'fr' } });
    expect(gql.body.errors?.[0]?.message).toBe('Die Sprache muss eine der folgenden sein: en, es, de, fr, ar.');
  });

  it('is chosen only when signed in', async () => {
    expectEnvelope(await t.client().request('PATCH', '/api/profile/settings/language', { json: { language: 'en' } }), 401);
    const gql = await t.client().gql('mutation { setLanguage(language: "en") }');
    expect(gql.body.errors?.[0]).toMatchObject({ extensions: { status: 401 } });
  });
});

describe('the language of an answer', () => {
  it("is said in Content-Language: the account's choice when signed in, else the browser's best fit among those offered", async () => {
    const open = await t.client().get('/api/i18n/languages', { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(open.headers.get('content-language')).toBe('de');
    expect(open.headers.get('vary')).toMatch(/Accept-Language/);
    const [user] = await makeQuickUsers(t, 1);
    await t.client().request('PATCH', '/api/profile/settings/language', { json: { language: 'en' }, token: user.access });
    const me = await t.client().get('/api/profile/me', { token: user.access, headers: { 'accept-language': 'fr' } });
    expect(me.headers.get('content-language')).toBe('en');
    await t.client().request('PATCH', '/api/profile/settings/language', { json: { language: 'ar' }, token: user.access });
    const arabic = await t.client().get('/api/profile/me', { token: user.access, headers: { 'accept-language': 'fr' } });
    expect([arabic.headers.get('content-language'), arabic.body.data.profile.language]).toEqual(['ar', 'ar']);
    const refused = await t.client().get('/api/profile/me', { headers: { 'accept-language': 'ar' } });
    expect([refused.status, refused.headers.get('content-language')]).toEqual([401, 'ar']);
    const graphql = await t.client().gql('{ languages { code } }', undefined, { headers: { 'accept-language': 'es' } });
    expect(graphql.headers.get('content-language')).toBe('es');
    expect(graphql.headers.get('vary')).toMatch(/Accept-Language/);
  });

  it("is the connection's over graphql-ws, as over HTTP: the account's choice, else the one the socket opened with", async () => {
    const [ada] = await makeQuickUsers(t, 1);
    // Its session's device is unknown: the answer names it in words of the catalogue.
    const browsers = async () => {
      const socket = openGraphqlSocket(t, ada.access, undefined, 'es');
      const { sessions } = await socket.subscribe<{ sessions: Array<{ browser: string }> }>('{ sessions { browser } }').values.next(() => true);
      await socket.close();
      const http = await t.client().gql('{ sessions { browser } }', undefined, { token: ada.access, headers: { 'accept-language': 'es' } });
      return [sessions[0].browser, http.body.data.sessions[0].browser];
    };
    expect(await browsers()).toEqual([word('es', DEVICE_MESSAGES.unknownBrowser), word('es', DEVICE_MESSAGES.unknownBrowser)]);
    await t.client().request('PATCH', '/api/profile/settings/language', { json: { language: 'de' }, token: ada.access });
    expect(await browsers()).toEqual([word('de', DEVICE_MESSAGES.unknownBrowser), word('de', DEVICE_MESSAGES.unknownBrowser)]);
    expect(word('es', DEVICE_MESSAGES.unknownBrowser)).not.toBe(word('de', DEVICE_MESSAGES.unknownBrowser));
  });
});


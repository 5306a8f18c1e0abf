import { LANGUAGE_MESSAGES, NOTIFICATION_KINDS, notificationText, textRef, type NotificationTextInput } from '@gatherly/schema';
import { notificationLine, timeLeftLine } from './notification-line';
import { answerLanguageNow, requestLanguage, sayNow, withRequestLanguage } from './request-language';
import { english, recipientLanguage, textsIn, translate, word } from './texts';

describe('translate', () => {
  it('speaks Spanish and Arabic, placeholders filled', () => {
    expect(translate('es', 'mail.greeting', { username: 'ada' })).toBe('Hola, ada:');
    expect(translate('ar', 'mail.greeting', { username: 'ada' })).toBe('مرحبًا ada،');
    expect(translate('es', 'push.message.inGroup', { sender: 'Ada', group: 'Jazz' })).toBe('Ada en Jazz');
  });

  it("chooses each language's plural forms", () => {
    expect(translate('en', 'entries.timeLeft.minutes', { count: 1 })).toBe('in 1 minute');
    expect(translate('en', 'entries.timeLeft.minutes', { count: 5 })).toBe('in 5 minutes');
    expect(translate('es', 'entries.timeLeft.hours', { count: 1 })).toBe('en 1 hora');
    expect(translate('es', 'entries.timeLeft.hours', { count: 3 })).toBe('en 3 horas');
    expect(translate('ar', 'entries.timeLeft.hours', { count: 1 })).toBe('خلال ساعة واحدة');
    expect(translate('ar', 'entries.timeLeft.hours', { count: 2 })).toBe('خلال ساعتين');
    expect(translate('ar', 'entries.timeLeft.minutes', { count: 2 })).toBe('خلال دقيقتين');
    expect(translate('ar', 'entries.timeLeft.hours', { count: 3 })).toMatch(/^خلال \S+ ساعات$/);
  });

  it('falls back to English for a language it does not know', () => {
    expect(translate('xx', 'mail.greeting', { username: 'ada' })).toBe('Hi ada,');
    expect(textsIn('pt')('mail.reinstatement.footer')).toBe('Welcome back.');
  });
});

describe('recipientLanguage', () => {
  it("takes the account's offered choice, else the request's, else English", () => {
    expect(recipientLanguage('en', 'fr')).toBe('en');
    expect(recipientLanguage('xx', undefined)).toBe('en');
    expect(recipientLanguage(null, 'xx')).toBe('en');
    expect(recipientLanguage(null, 'en')).toBe('en');
    expect(recipientLanguage(null, 'ar')).toBe('ar');
    expect(recipientLanguage('es', 'ar')).toBe('es');
  });
});

describe('word', () => {
  it('words a text in the language asked, dates as days, and passes a text without id as it is', () => {
    expect(english(LANGUAGE_MESSAGES.languageInvalid)).toBe('Language must be one of: en, es, de, fr, ar.');
    expect(word('ar', LANGUAGE_MESSAGES.languageInvalid)).toBe('يجب أن تكون اللغة إحدى اللغات التالية: en, es, de, fr, ar.');
    expect(word('es', 'event_date must be a string')).toBe('event_date must be a string');
    // No text has this id: English, else the id itself, never a crash.
    expect(word('es', textRef('settings.nothing'))).toBe('settings.nothing');
  });
});

describe('the language of a request', () => {
  it('is known while the request is handled, and not outside one', () => {
    expect(requestLanguage()).toBeUndefined();
    let seen: Array<string | undefined> = [];
    withRequestLanguage({ headers: { 'accept-language': 'de-AT, en;q=0.5' } }, () => {
      seen = [requestLanguage(), answerLanguageNow('xx'), answerLanguageNow(null)];
    });
    // The best fit among the offered languages: an Austrian German browser reads German.
    expect(seen).toEqual(['de', 'de', 'de']);
  });

  it("follows the signed-in account's choice over the browser's, as Content-Language does", () => {
    const request: { headers: { 'accept-language': string }; viewer?: { language: string | null } } = { headers: { 'accept-language': 'de' } };
    let seen: string[] = [];
    withRequestLanguage(request, () => {
      const before = answerLanguageNow();
      request.viewer = { language: 'fr' };
      seen = [before, answerLanguageNow(), sayNow(LANGUAGE_MESSAGES.languageInvalid), sayNow('as it is')];
    });
    expect(seen).toEqual(['de', 'fr', 'La langue doit être l’une des suivantes : en, es, de, fr, ar.', 'as it is']);
  });
});

describe('notificationLine', () => {
  const inputs: NotificationTextInput[] = NOTIFICATION_KINDS.flatMap((kind) =>
    [
      { actors: [], actorCount: 0, itemKind: null, eventName: null },
      { actors: ['ada'], actorCount: 1, itemKind: 'post' as const, eventName: 'Harbour jazz' },
      { actors: ['ada', 'bob'], actorCount: 2, itemKind: 'event' as const, eventName: 'Harbour jazz', startsInMs: 3 * 3_600_000 },
      { actors: ['ada', 'bob'], actorCount: 5, itemKind: 'remark' as const, eventName: null, startsInMs: 25 * 60_000 },
      { actors: ['ada'], actorCount: 2, itemKind: 'post' as const, eventName: null, startsInMs: 1_000 },
    ].map((input) => ({ kind, ...input })),
  );

  it('says in English exactly what the shared sentence says', () => {
    for (const input of inputs) expect(notificationLine('en', input)).toBe(notificationText(input));
  });

  it('speaks Spanish and Arabic', () => {
    expect(notificationLine('es', { kind: 'like', actors: ['ada', 'bob'], actorCount: 4, itemKind: 'post' })).toBe('A ada y 3 personas más les gustó tu publicación');
    expect(notificationLine('es', { kind: 'event_reminder', actors: [], actorCount: 0, itemKind: 'event', eventName: 'Jazz', startsInMs: 2 * 3_600_000 })).toBe('Jazz empieza en 2 horas');
    expect(notificationLine('ar', { kind: 'event_seat', actors: [], actorCount: 0, itemKind: 'event', eventName: 'Jazz' })).toBe('لديك مقعد في Jazz');
    expect(timeLeftLine('ar', 20_000)).toBe('الآن');
  });
});

import { NOTIFICATION_KINDS, notificationText, type NotificationTextInput } from '@gatherly/schema';
import { notificationLine, timeLeftLine } from './notification-line';
import { answerLanguageNow, requestLanguage, withAcceptLanguage } from './request-language';
import { recipientLanguage, textsIn, translate } from './texts';

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

describe('the language of a request', () => {
  it('is known while the request is handled, and not outside one', () => {
    expect(requestLanguage()).toBeUndefined();
    let seen: Array<string | undefined> = [];
    withAcceptLanguage('de-AT, en;q=0.5', () => {
      seen = [requestLanguage(), answerLanguageNow('xx'), answerLanguageNow(null)];
    });
    // The best fit among the offered languages: an Austrian German browser reads German.
    expect(seen).toEqual(['de', 'de', 'de']);
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

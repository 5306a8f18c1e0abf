import { ATTENDANCE_MESSAGES, LANGUAGE_MESSAGES, NOTIFICATION_KINDS, notificationSaid, SHIPPED_LANGUAGE_CODES, textRef, timeLeftSaid, type NotificationTextInput } from '@gatherly/schema';
import { answerLanguageOf, languageOf, sayTo } from './request-language';
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
    expect(english(ATTENDANCE_MESSAGES.capacityBelowGoing(1))).toBe('Capacity cannot be below the 1 person already going.');
    expect(english(ATTENDANCE_MESSAGES.capacityBelowGoing(3))).toBe('Capacity cannot be below the 3 people already going.');
    expect(word('ar', LANGUAGE_MESSAGES.languageInvalid)).toBe('يجب أن تكون اللغة إحدى اللغات التالية: en, es, de, fr, ar.');
    expect(word('es', 'event_date must be a string')).toBe('event_date must be a string');
    // No text has this id: English, else the id itself, never a crash.
    expect(word('es', textRef('settings.nothing'))).toBe('settings.nothing');
  });
});

describe('the language of a request', () => {
  it("is the best fit of its Accept-Language, English when it names none offered or has none", () => {
    const request = { headers: { 'accept-language': 'de-AT, en;q=0.5' } };
    // The best fit among the offered languages: an Austrian German browser reads German.
    expect([languageOf(request), answerLanguageOf(request, 'xx'), answerLanguageOf(request, null)]).toEqual([{ answer: 'de', asked: 'de' }, 'de', 'de']);
    expect(languageOf({ headers: { 'accept-language': 'pt-BR' } })).toEqual({ answer: 'en', asked: 'en' });
    expect([languageOf({ headers: {} }), answerLanguageOf(undefined)]).toEqual([{ answer: 'en', asked: 'en' }, 'en']);
  });

  it("follows the signed-in account's choice over the browser's, as Content-Language does", () => {
    const request = { headers: { 'accept-language': 'de' }, viewer: { language: 'fr' } };
    // The mails it causes go in the language the request asked for, unless the recipient chose one.
    expect(languageOf(request)).toEqual({ answer: 'fr', asked: 'de' });
    expect([answerLanguageOf(request), answerLanguageOf(request, 'es'), sayTo(request, LANGUAGE_MESSAGES.languageInvalid), sayTo(request, 'as it is')]).toEqual([
      'fr',
      'es',
      'La langue doit être l’une des suivantes : en, es, de, fr, ar.',
      'as it is',
    ]);
    expect(answerLanguageOf({ headers: { 'accept-language': 'de' }, viewer: { language: null } })).toBe('de');
  });
});

describe('notificationSaid', () => {
  const inEnglish = (input: NotificationTextInput) => word('en', notificationSaid(input));

  it('names one, two, or the newest and a count of the others', () => {
    const like = (actors: string[], actorCount: number) => inEnglish({ kind: 'like', actors, actorCount, itemKind: 'post' });
    expect(like(['ada'], 1)).toBe('ada liked your post');
    expect(like(['ada', 'bob'], 2)).toBe('ada and bob liked your post');
    expect(like(['ada', 'bob'], 3)).toBe('ada and 2 others liked your post');
    expect(like(['ada', 'bob'], 4)).toBe('ada and 3 others liked your post');
    expect(like([], 0)).toBe('Someone liked your post');
  });

  it('says each kind in its own words, in English as the spec says them', () => {
    const event = { actors: [], actorCount: 0, itemKind: 'event' as const, eventName: 'Harbour jazz' };
    expect(inEnglish({ kind: 'follow', actors: ['ada', 'bob'], actorCount: 2, itemKind: null })).toBe('ada and bob followed you');
    expect(inEnglish({ kind: 'comment', actors: ['ada'], actorCount: 1, itemKind: 'remark' })).toBe('ada commented on your remark');
    expect(inEnglish({ kind: 'mention', actors: ['ada', 'bob'], actorCount: 2, itemKind: 'post' })).toBe('ada and bob mentioned you in a post');
    expect(inEnglish({ kind: 'mention', actors: ['ada'], actorCount: 1, itemKind: 'event' })).toBe('ada mentioned you in an event');
    expect(inEnglish({ kind: 'interest', actors: ['ada'], actorCount: 1, itemKind: 'event' })).toBe('ada is interested in your event');
    expect(inEnglish({ kind: 'interest', actors: ['ada', 'bob'], actorCount: 5, itemKind: 'event' })).toBe('ada and 4 others are interested in your event');
    expect(inEnglish({ kind: 'event_reminder', ...event })).toBe('Harbour jazz starts within 24 hours');
    expect(inEnglish({ kind: 'event_reminder', ...event, startsInMs: 3 * 3600_000 - 30_000 })).toBe('Harbour jazz starts in 3 hours');
    expect(inEnglish({ kind: 'event_reminder', ...event, startsInMs: 25 * 60_000 })).toBe('Harbour jazz starts in 25 minutes');
    expect(inEnglish({ kind: 'event_reminder', ...event, startsInMs: 61_000 })).toBe('Harbour jazz starts in 1 minute');
    expect(inEnglish({ kind: 'event_reminder', ...event, startsInMs: 80 * 60_000 })).toBe('Harbour jazz starts in 1 hour');
    expect(inEnglish({ kind: 'event_reminder', ...event, startsInMs: 10_000 })).toBe('Harbour jazz starts now');
    expect(inEnglish({ kind: 'event_seat', ...event })).toBe('You have a seat at Harbour jazz');
    expect(inEnglish({ kind: 'event_request', actors: ['ada'], actorCount: 1, itemKind: 'event' })).toBe('ada asks to join your event');
    expect(inEnglish({ kind: 'event_request', actors: ['ada', 'bob'], actorCount: 2, itemKind: 'event' })).toBe('ada and bob ask to join your event');
    expect(inEnglish({ kind: 'event_waitlisted', ...event })).toBe('Your request to join Harbour jazz was approved: the event is full, so you are on the waitlist');
    expect(inEnglish({ kind: 'event_declined', ...event })).toBe('Your request to join Harbour jazz was declined');
    expect(inEnglish({ kind: 'event_message', ...event, actors: ['ada'], actorCount: 1 })).toBe('ada wrote to the guests of Harbour jazz');
    expect(inEnglish({ kind: 'data_export_ready', actors: [], actorCount: 0, itemKind: null })).toBe('Your Gatherly archive is ready to download');
    expect(inEnglish({ kind: 'message', actors: ['ada'], actorCount: 1, itemKind: null })).toBe('ada sent you a message');
  });

  it('has a sentence for every kind in every language offered', () => {
    for (const kind of NOTIFICATION_KINDS) {
      for (const language of SHIPPED_LANGUAGE_CODES) {
        const said = notificationSaid({ kind, actors: ['ada', 'bob'], actorCount: 3, itemKind: 'post', eventName: 'Jazz', startsInMs: 3_600_000 });
        expect(word(language, said)).not.toMatch(/^entries\.|\{|\}/);
      }
    }
  });

  it('speaks Spanish and Arabic', () => {
    expect(word('es', notificationSaid({ kind: 'like', actors: ['ada', 'bob'], actorCount: 4, itemKind: 'post' }))).toBe('A ada y 3 personas más les gustó tu publicación');
    expect(word('es', notificationSaid({ kind: 'event_reminder', actors: [], actorCount: 0, itemKind: 'event', eventName: 'Jazz', startsInMs: 2 * 3_600_000 }))).toBe('Jazz empieza en 2 horas');
    expect(word('ar', notificationSaid({ kind: 'event_seat', actors: [], actorCount: 0, itemKind: 'event', eventName: 'Jazz' }))).toBe('لديك مقعد في Jazz');
    expect(word('ar', timeLeftSaid(20_000))).toBe('الآن');
  });
});

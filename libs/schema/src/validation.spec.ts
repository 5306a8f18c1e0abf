import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileCatalogues, type Catalogue } from './catalogues';
import { CHAT_MESSAGES, messageProblems } from './chat';
import { CONTENT_MESSAGES, EVENT_DATE_HORIZON_YEARS, parseEventDate, validateEvent, validateRemark } from './content';
import { LIMITS } from './limits';
import { characterCount, truncateCharacters } from './text';
import { fieldOf } from './said';
import {
  SIGNUP_MESSAGE_FIELDS,
  isValidEmail,
  MESSAGES,
  normalizeEmail,
  passwordProblems,
  SignupFields,
  validateLogin,
  validateNewPassword,
  validateResetRequest,
  validateSignup,
} from './validation';

/** The texts of spec §5 and §8, written out here so that a change to MESSAGES cannot pass unnoticed. */
const SPEC = {
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordNoNumber: 'Password must contain at least one number',
  passwordNoSpecial: 'Password must contain at least one special character',
  invalidPhone: 'Please enter a valid phone number (7-20 digits).',
  usernameTooShort: 'Username must be at least 3 characters long',
  usernameCharacters: 'Username can only contain letters, numbers, and underscores',
  fullNameTooShort: 'Full name must be at least 2 characters long',
  fullNameCharacters: 'Full name can only contain letters and spaces',
  newPasswordRule: 'Password must be at least 8 characters, with a number and special character.',
  passwordsDoNotMatch: 'Passwords do not match.',
  emailRequired: 'Email is required.',
};

const VALID: SignupFields = {
  email: 'ada@example.com',
  password: 'abcdef1!',
  username: 'ada',
  full_name: 'Ada',
  phone_number: '',
};

const signup = (overrides: Partial<SignupFields>) => validateSignup({ ...VALID, ...overrides });

describe('MESSAGES', () => {
  it('quote the spec exactly in English', () => {
    const english = setupI18n({ locale: 'en', messages: { en: compileCatalogues({ account: JSON.parse(readFileSync(join(__dirname, '../locales/en/account.json'), 'utf8')) as Catalogue }) } });
    const worded = Object.fromEntries(Object.keys(SPEC).map((key) => {
      const text = MESSAGES[key as keyof typeof SPEC];
      return [key, english._(text.id, text.values as Record<string, unknown> | undefined)];
    }));
    expect(worded).toEqual(SPEC);
  });
});

describe('validateSignup', () => {
  it('accepts a form that meets every rule', () => {
    expect(validateSignup(VALID)).toEqual([]);
  });

  describe('email', () => {
    it.each(['ada@example', 'ada.example.com', 'ada@@example.com', 'ada @example.com', '@example.com', 'ada@.com', ''])('refuses %j', (email) => {
      expect(signup({ email })).toEqual([MESSAGES.invalidEmail]);
    });

    it.each(['a@b.co', 'ada.lovelace+tag@mail.example.org', '  ada@example.com  '])('accepts %j', (email) => {
      expect(signup({ email })).toEqual([]);
    });

    it('accepts 254 characters and refuses 255', () => {
      const domain = '@example.com';
      expect(signup({ email: 'a'.repeat(254 - domain.length) + domain })).toEqual([]);
      expect(signup({ email: 'a'.repeat(255 - domain.length) + domain })).toEqual([MESSAGES.invalidEmail]);
    });
  });

  describe('password', () => {
    it('refuses 7 characters and accepts 8', () => {
      expect(signup({ password: 'abcde1!' })).toEqual([MESSAGES.passwordTooShort]);
      expect(signup({ password: 'abcdef1!' })).toEqual([]);
    });

    it('needs a digit', () => {
      expect(signup({ password: 'abcdefg!' })).toEqual([MESSAGES.passwordNoNumber]);
    });

    it('needs a special character; a space is not one', () => {
      expect(signup({ password: 'abcdefg1' })).toEqual([MESSAGES.passwordNoSpecial]);
      expect(signup({ password: 'abcdef 1' })).toEqual([MESSAGES.passwordNoSpecial]);
      expect(signup({ password: 'abcdef_1' })).toEqual([]);
    });

    it('answers every shortfall together, in rule order', () => {
      expect(signup({ password: '' })).toEqual([MESSAGES.passwordTooShort, MESSAGES.passwordNoNumber, MESSAGES.passwordNoSpecial]);
      expect(signup({ password: 'abcdefgh' })).toEqual([MESSAGES.passwordNoNumber, MESSAGES.passwordNoSpecial]);
    });

    it('accepts 128 characters and refuses 129', () => {
      expect(signup({ password: 'a'.repeat(126) + '1!' })).toEqual([]);
      expect(signup({ password: 'a'.repeat(127) + '1!' })).toEqual([MESSAGES.passwordTooLong]);
    });
  });

  describe('phone number', () => {
    it.each([
      ['empty', ''],
      ['blank', '   '],
      ['null', null],
      ['absent', undefined],
    ])('is optional (%s)', (_label, phone_number) => {
      expect(signup({ phone_number })).toEqual([]);
    });

    it('refuses 6 characters and accepts 7', () => {
      expect(signup({ phone_number: '123456' })).toEqual([MESSAGES.invalidPhone]);
      expect(signup({ phone_number: '1234567' })).toEqual([]);
    });

    it('accepts 20 characters and refuses 21', () => {
      expect(signup({ phone_number: '1'.repeat(20) })).toEqual([]);
      expect(signup({ phone_number: '1'.repeat(21) })).toEqual([MESSAGES.invalidPhone]);
    });

    it('allows one leading plus on top of the 7 to 20 characters', () => {
      expect(signup({ phone_number: '+1234567' })).toEqual([]);
      expect(signup({ phone_number: '+' + '1'.repeat(20) })).toEqual([]);
      expect(signup({ phone_number: '+123456' })).toEqual([MESSAGES.invalidPhone]);
      expect(signup({ phone_number: '++1234567' })).toEqual([MESSAGES.invalidPhone]);
      expect(signup({ phone_number: '123+4567' })).toEqual([MESSAGES.invalidPhone]);
    });

    it('allows spaces, hyphens and parentheses, nothing else', () => {
      expect(signup({ phone_number: '+44 (20) 7946-0958' })).toEqual([]);
      expect(signup({ phone_number: '  020 7946 0958  ' })).toEqual([]);
      expect(signup({ phone_number: '555-CALL-NOW' })).toEqual([MESSAGES.invalidPhone]);
      expect(signup({ phone_number: '555.123.4567' })).toEqual([MESSAGES.invalidPhone]);
    });
  });

  describe('username', () => {
    it('refuses 2 characters and accepts 3', () => {
      expect(signup({ username: 'ab' })).toEqual([MESSAGES.usernameTooShort]);
      expect(signup({ username: 'abc' })).toEqual([]);
    });

    it('accepts 30 characters and refuses 31', () => {
      expect(signup({ username: 'a'.repeat(30) })).toEqual([]);
      expect(signup({ username: 'a'.repeat(31) })).toEqual([MESSAGES.usernameTooLong]);
    });

    it('allows letters, digits and underscores only', () => {
      expect(signup({ username: 'Ada_Lovelace_1815' })).toEqual([]);
      for (const username of ['ada lovelace', 'ada-l', 'ada.l', 'adá', 'ada!']) {
        expect(signup({ username })).toEqual([MESSAGES.usernameCharacters]);
      }
    });

    it('answers both rules for a short name with a wrong character; an empty one only as too short', () => {
      expect(signup({ username: 'a!' })).toEqual([MESSAGES.usernameTooShort, MESSAGES.usernameCharacters]);
      expect(signup({ username: '' })).toEqual([MESSAGES.usernameTooShort]);
    });
  });

  describe('full name', () => {
    it('refuses 1 character and accepts 2, after trimming', () => {
      expect(signup({ full_name: 'A' })).toEqual([MESSAGES.fullNameTooShort]);
      expect(signup({ full_name: '   A   ' })).toEqual([MESSAGES.fullNameTooShort]);
      expect(signup({ full_name: 'Al' })).toEqual([]);
      expect(signup({ full_name: '  Al  ' })).toEqual([]);
      expect(signup({ full_name: '   ' })).toEqual([MESSAGES.fullNameTooShort]);
    });

    it('accepts 100 characters and refuses 101', () => {
      expect(signup({ full_name: 'a'.repeat(100) })).toEqual([]);
      expect(signup({ full_name: 'a'.repeat(101) })).toEqual([MESSAGES.fullNameTooLong]);
    });

    it('allows letters of any alphabet and spaces only', () => {
      expect(signup({ full_name: 'José Ñúñez Øre' })).toEqual([]);
      expect(signup({ full_name: 'Ада Лавлейс' })).toEqual([]);
      for (const full_name of ['Ada2', 'Ada-Lovelace', "O'Brien", 'Ada_L']) {
        expect(signup({ full_name })).toEqual([MESSAGES.fullNameCharacters]);
      }
    });

    it('answers both rules for one wrong character', () => {
      expect(signup({ full_name: ' 1 ' })).toEqual([MESSAGES.fullNameTooShort, MESSAGES.fullNameCharacters]);
    });
  });

  it('collects every message together, in form order', () => {
    expect(validateSignup({ email: 'nope', password: 'short', username: 'a!', full_name: '1', phone_number: '12' })).toEqual([
      MESSAGES.invalidEmail,
      MESSAGES.passwordTooShort,
      MESSAGES.passwordNoNumber,
      MESSAGES.passwordNoSpecial,
      MESSAGES.invalidPhone,
      MESSAGES.usernameTooShort,
      MESSAGES.usernameCharacters,
      MESSAGES.fullNameTooShort,
      MESSAGES.fullNameCharacters,
    ]);
  });
});

describe('validateNewPassword', () => {
  it('refuses 7 characters and accepts 8', () => {
    expect(validateNewPassword('abcde1!')).toEqual([MESSAGES.newPasswordRule]);
    expect(validateNewPassword('abcdef1!')).toEqual([]);
  });

  it.each(['abcdefg!', 'abcdefg1', 'abcdefgh', '', 'a'.repeat(127) + '1!'])('answers one message for any shortfall (%j)', (password) => {
    expect(validateNewPassword(password)).toEqual([MESSAGES.newPasswordRule]);
  });

  it('checks the confirmation once the password is good', () => {
    expect(validateNewPassword('abcdef1!', 'abcdef1!')).toEqual([]);
    expect(validateNewPassword('abcdef1!', 'abcdef1?')).toEqual([MESSAGES.passwordsDoNotMatch]);
    expect(validateNewPassword('abcdef1!', '')).toEqual([MESSAGES.passwordsDoNotMatch]);
    expect(validateNewPassword('weak', 'other')).toEqual([MESSAGES.newPasswordRule]);
  });
});

describe('validateResetRequest', () => {
  it('requires an address', () => {
    expect(validateResetRequest('')).toEqual([MESSAGES.emailRequired]);
    expect(validateResetRequest('   ')).toEqual([MESSAGES.emailRequired]);
  });

  it('requires a valid address', () => {
    expect(validateResetRequest('ada')).toEqual([MESSAGES.invalidEmail]);
    expect(validateResetRequest('ada@example')).toEqual([MESSAGES.invalidEmail]);
  });

  it('accepts a valid address, spaces around it included', () => {
    expect(validateResetRequest(' ada@example.com ')).toEqual([]);
  });
});

describe('validateLogin', () => {
  it('requires both fields and nothing more', () => {
    expect(validateLogin('', 'x')).toEqual([MESSAGES.loginFieldsRequired]);
    expect(validateLogin('   ', 'x')).toEqual([MESSAGES.loginFieldsRequired]);
    expect(validateLogin('ada@example.com', '')).toEqual([MESSAGES.loginFieldsRequired]);
    expect(validateLogin('', '')).toEqual([MESSAGES.loginFieldsRequired]);
    expect(validateLogin('not an address', ' ')).toEqual([]);
  });
});

describe('helpers', () => {
  it('normalizeEmail trims and lower-cases', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('isValidEmail does not trim', () => {
    expect(isValidEmail('ada@example.com')).toBe(true);
    expect(isValidEmail(' ada@example.com')).toBe(false);
  });

  it('passwordProblems lists the password rules of the signup form', () => {
    expect(passwordProblems('abcdef1!')).toEqual([]);
    expect(passwordProblems('x')).toEqual([MESSAGES.passwordTooShort, MESSAGES.passwordNoNumber, MESSAGES.passwordNoSpecial]);
  });
});

describe('event dates', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  const fields = (event_date: string) => ({ event_name: 'Jazz', event_description: '', event_location: '', event_category: 'music', event_date });

  it('read only real instants: real days, hours and offsets', () => {
    expect(parseEventDate('2027-05-01T18:00:00+02:00')).toBe(Date.parse('2027-05-01T16:00:00Z'));
    expect(parseEventDate('2027-05-01T18:00:00-12:00')).toBe(Date.parse('2027-05-02T06:00:00Z'));
    for (const value of ['2027-05-01T18:00:00+99:00', '2027-05-01T18:00:00+02:75', '2027-02-30T10:00:00Z', '2027-01-01T24:00:00Z', '2027-01-01']) {
      expect([value, parseEventDate(value)]).toEqual([value, null]);
    }
  });

  it(`allow events up to ${EVENT_DATE_HORIZON_YEARS} years ahead, unless the date is unchanged`, () => {
    expect(validateEvent(fields('2031-11-23T09:00:00Z'), now)).toEqual([]);
    expect(validateEvent(fields('2031-11-23T11:00:00Z'), now)).toEqual([CONTENT_MESSAGES.eventDateTooFar]);
    expect(validateEvent(fields('9999-01-01T00:00:00Z'), now)).toEqual([CONTENT_MESSAGES.eventDateTooFar]);
    expect(validateEvent(fields('9999-01-01T00:00:00Z'), now, '9999-01-01T00:00:00Z')).toEqual([]);
  });
});

describe('lengths in characters', () => {
  const emoji = '😀'; // two UTF-16 units, one character

  it('counts and cuts code points, never half of one', () => {
    expect(characterCount(emoji.repeat(3))).toBe(3);
    expect(truncateCharacters(`a${emoji.repeat(3)}`, 2)).toBe(`a${emoji}`);
    expect(truncateCharacters('short', 10)).toBe('short');
  });

  it('lets 400 emoji be a remark, a comment and a message, and refuses 401', () => {
    expect(validateRemark(emoji.repeat(LIMITS.remarkLength))).toEqual([]);
    expect(validateRemark(emoji.repeat(LIMITS.remarkLength + 1))).toEqual([CONTENT_MESSAGES.remarkTooLong]);
    expect(messageProblems(emoji.repeat(LIMITS.messageLength))).toEqual([]);
    expect(messageProblems(emoji.repeat(LIMITS.messageLength + 1))).toEqual([CHAT_MESSAGES.messageTooLong]);
  });
});

describe('SIGNUP_MESSAGE_FIELDS', () => {
  it('names the field of every sign-up problem, so that a form can mark it', () => {
    const problems = [
      ...validateSignup({ email: 'no', password: 'x', username: 'a!', full_name: 'B1', phone_number: '12' }),
      ...validateSignup({ email: 'a@b.co', password: `${'Secret#1'.repeat(20)}`, username: 'x'.repeat(40), full_name: 'Ada '.repeat(40), phone_number: null }),
    ];
    expect(problems.length).toBeGreaterThanOrEqual(10);
    expect(problems.filter((message) => fieldOf(SIGNUP_MESSAGE_FIELDS, message, String) === undefined)).toEqual([]);
  });
});

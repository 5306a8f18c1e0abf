import { FIELD_PATTERNS, MESSAGES, validateSignup } from './validation';

/** The REST contract's patterns take exactly the texts the sign-up rules take, one field at a time. */
const valid = { email: 'ada@example.com', password: 'Secret123!', username: 'ada_l', full_name: 'Ada Lovelace', phone_number: '+44 20 7946 0958' };
const matches = (pattern: string, text: string) => new RegExp(pattern, 'u').test(text);

describe('FIELD_PATTERNS', () => {
  it.each([
    ['email', FIELD_PATTERNS.email, ['ada@example.com', 'a@b.co', 'no-at-sign', 'two@@example.com', 'ada@example', 'ada lovelace@example.com']],
    ['username', FIELD_PATTERNS.username, ['ada_l', 'Ada99', 'ada-l', 'ada l', 'adé']],
    ['full_name', FIELD_PATTERNS.fullName, ['Ada Lovelace', 'Zoë Ünal', 'Ada 2', 'Ada_Lovelace', 'Ada!']],
    ['phone_number', FIELD_PATTERNS.phone, ['+44 20 7946 0958', '(020) 7946-0958', '12345', 'call me', '+44 20 7946 0958 ext']],
  ] as const)('%s: a text matches the pattern exactly when sign-up finds nothing wrong with it', (field, pattern, texts) => {
    for (const text of texts) expect([text, matches(pattern, text)]).toEqual([text, validateSignup({ ...valid, [field]: text }).length === 0]);
  });

  it('password: the pattern takes a password with a number and a special character, as the rules do', () => {
    for (const password of ['Secret123!', 'secret 1!', 'Secret123', 'Secret!!!', '12345678!']) {
      const problems = validateSignup({ ...valid, password });
      const patternRules = problems.filter((problem) => problem === MESSAGES.passwordNoNumber || problem === MESSAGES.passwordNoSpecial);
      expect([password, matches(FIELD_PATTERNS.password, password)]).toEqual([password, patternRules.length === 0]);
    }
  });
});

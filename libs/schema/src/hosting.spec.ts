import { HOSTING_LIMITS, HOSTING_MESSAGES, isGuestAudience, validateGuestMessage } from './hosting';

describe('messages to an event’s guests', () => {
  it('are refused blank, too long, or with hidden characters, and taken otherwise', () => {
    expect(validateGuestMessage('  \n ')).toEqual([HOSTING_MESSAGES.messageRequired]);
    expect(validateGuestMessage('x'.repeat(HOSTING_LIMITS.messageLength + 1))).toEqual([HOSTING_MESSAGES.messageTooLong]);
    expect(validateGuestMessage(` ${'x'.repeat(HOSTING_LIMITS.messageLength)} `)).toEqual([]);
    expect(validateGuestMessage('Doors open at 7\u202e')).not.toEqual([]);
  });

  it('go to those going, waiting, or all', () => {
    expect(['going', 'waitlisted', 'all'].every(isGuestAudience)).toBe(true);
    expect(isGuestAudience('GOING')).toBe(false);
    expect(isGuestAudience(undefined)).toBe(false);
  });
});

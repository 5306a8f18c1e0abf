import { REDACTED, redactUrl } from './redaction';

describe('redactUrl', () => {
  it('blanks the value of every query parameter named like a token, keeping the rest', () => {
    expect(redactUrl('/api/account/verify-email?token=abc')).toBe(`/api/account/verify-email?token=${REDACTED}`);
    expect(redactUrl('/verify-email/confirm?verification_token=abc&next=%2Fhome')).toBe(`/verify-email/confirm?verification_token=${REDACTED}&next=%2Fhome`);
    expect(redactUrl('/reset-password?password_token=abc')).toBe(`/reset-password?password_token=${REDACTED}`);
    expect(redactUrl('/chat/?since=%7B%7D&TOKEN=abc')).toBe(`/chat/?since=%7B%7D&TOKEN=${REDACTED}`);
    expect(redactUrl('/chat/?%74oken=abc')).toBe(`/chat/?%74oken=${REDACTED}`);
  });

  it('blanks the secret of a private calendar feed in the path', () => {
    expect(redactUrl('/api/calendar/s3cr3t.ics')).toBe(`/api/calendar/${REDACTED}.ics`);
    expect(redactUrl('/api/calendar/s3cr3t.ics?x=1')).toBe(`/api/calendar/${REDACTED}.ics?x=1`);
  });

  it('blanks the variables and the literal arguments of GraphQL over GET, keeping the operation readable', () => {
    const query = 'mutation { resetPassword(input: { token: "s3cr3t", password: "Hunter2!" }) { message } }';
    const shown = redactUrl(`/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent('{"q":"s3cr3t"}')}&operationName=Reset`);
    const parameters = new URLSearchParams(shown.slice(shown.indexOf('?') + 1));
    expect(parameters.get('query')).toBe(`mutation { resetPassword(input: { token: "${REDACTED}", password: "${REDACTED}" }) { message } }`);
    expect(parameters.get('variables')).toBe(REDACTED);
    expect(parameters.get('operationName')).toBe('Reset');
    expect(shown).not.toContain('s3cr3t');
    expect(redactUrl('/graphql?query=%7B%20contentItem(id%3A%2042)%20%7B%20id%20%7D%20%7D')).toBe(`/graphql?query=${encodeURIComponent(`{ contentItem(id: "${REDACTED}") { id } }`)}`);
  });

  it('blanks a GraphQL query string that does not parse, whole', () => {
    expect(redactUrl('/graphql?query=%7B%20login(password%3A%20%22s3cr3t')).toBe(`/graphql?query=${REDACTED}`);
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrl('/api/feed?cursor_timestamp=2026-01-01')).toBe('/api/feed?cursor_timestamp=2026-01-01');
    expect(redactUrl('/api/events/by-id/7/calendar.ics')).toBe('/api/events/by-id/7/calendar.ics');
    expect(redactUrl('/graphql?query=%7Bme%7D&flag')).toBe('/graphql?query=%7Bme%7D&flag');
    expect(redactUrl('')).toBe('');
  });
});

import { isUuid } from './ids';

describe('isUuid', () => {
  it.each(['3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f', '3F2B8C1E-5D4A-4E2B-9C7D-1A2B3C4D5E6F', '00000000-0000-0000-0000-000000000000'])('takes %s', (id) => {
    expect(isUuid(id)).toBe(true);
  });

  it.each([
    ['an empty text', ''],
    ['a number', 42],
    ['null', null],
    ['a message number', '123'],
    ['a UUID without dashes', '3f2b8c1e5d4a4e2b9c7d1a2b3c4d5e6f'],
    ['a UUID with a letter past f', '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6g'],
    ['a UUID with more after it', '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f\n'],
    ['a UUID in braces', '{3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f}'],
  ])('refuses %s', (_, value) => {
    expect(isUuid(value)).toBe(false);
  });
});

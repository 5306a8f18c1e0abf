import { isMediaObjectName } from './media-storage';

describe('isMediaObjectName', () => {
  it.each(['3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f.webp', '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f-thumb.webp'])('takes %s, as the app writes it', (name) => {
    expect(isMediaObjectName(name)).toBe(true);
  });

  it.each([
    ['a key in upper case', '3F2B8C1E-5D4A-4E2B-9C7D-1A2B3C4D5E6F.webp'],
    ['no extension', '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f'],
    ['a path', '../3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f.webp'],
    ['a key that is no uuid', '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6g.webp'],
    ['a short key', '3f2b8c1e-5d4a-4e2b-9c7d.webp'],
    ['a variant in upper case', '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f-THUMB.webp'],
    ['a second extension', '3f2b8c1e-5d4a-4e2b-9c7d-1a2b3c4d5e6f.webp.html'],
  ])('refuses %s', (_, name) => {
    expect(isMediaObjectName(name)).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';
import { readCreation } from './creation-outcome';

describe('reading the answer of a creation upload', () => {
  it('gives the id of the created item', () => {
    expect(readCreation({ status: 201, body: { success: true, data: { post: { post_id: 'p1' } } } }, 'post')).toEqual({ ok: true, id: 'p1' });
    expect(readCreation({ status: 201, body: { success: true, data: { event: { event_id: 'e1' } } } }, 'event')).toEqual({ ok: true, id: 'e1' });
  });

  it("prefixes the server's messages with 'Error: '", () => {
    const invalid = { status: 400, body: { success: false, error: ['Event name is required', 'Add at least one image.'] } };
    expect(readCreation(invalid, 'event')).toEqual({ ok: false, alert: 'Error: Event name is required\nAdd at least one image.' });
    const tooLarge = { status: 413, body: { success: false, message: 'Each image must be at most 10 MB.' } };
    expect(readCreation(tooLarge, 'post')).toEqual({ ok: false, alert: 'Error: Each image must be at most 10 MB.' });
  });

  it("says 'Request failed' when the answer is not the envelope", () => {
    expect(readCreation({ status: 502, body: null }, 'post')).toEqual({ ok: false, alert: 'Request failed' });
    expect(readCreation({ status: 500, body: { success: false } }, 'post')).toEqual({ ok: false, alert: 'Request failed' });
  });
});

import sharp from 'sharp';
import { accessTokenOf, apiCall, type TestUser } from './users';

/** An event of `user`'s five days from now, with a cover image, made through the REST API; answers its id. */
export async function eventBy(user: TestUser, name: string): Promise<string> {
  const form = new FormData();
  for (const [field, value] of Object.entries({
    event_name: name,
    event_description: 'By the water.',
    event_date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    event_location: 'Harbour steps',
    event_category: 'music',
    event_is_online: 'false',
  })) {
    form.append(field, value);
  }
  const cover = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2e4057' } }).png().toBuffer();
  form.append('media', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'cover.png');
  const created = (await apiCall(await accessTokenOf(user), 'POST', '/api/events', form)) as { data: { event: { event_id: string } } };
  return created.data.event.event_id;
}

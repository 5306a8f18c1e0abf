import { PlacesService } from './places.service';

/** The real gazetteer: read once for the file (about a second). */
describe('PlacesService', () => {
  const places = new PlacesService();

  it('offers Paris, France first for "par", with its region, country and zone', async () => {
    const [first] = await places.search('par');
    expect(first).toMatchObject({ name: 'Paris', region: 'Île-de-France', country: 'France', timezone: 'Europe/Paris' });
    expect(first.latitude).toBeCloseTo(48.85, 1);
  });

  it('narrows "Paris, Texas" to the one in Texas', async () => {
    const [first] = await places.search('Paris, Texas');
    expect(first).toMatchObject({ name: 'Paris', region: 'Texas', country: 'United States', timezone: 'America/Chicago' });
  });

  it('finds Tokyo by id and the place nearest to coordinates', async () => {
    const [tokyo] = await places.search('tokyo');
    expect(tokyo.timezone).toBe('Asia/Tokyo');
    expect((await places.byId(tokyo.place_id))?.name).toBe(tokyo.name);
    expect((await places.nearest(48.8566, 2.3522))?.name).toBe('Paris');
    expect(places.timezoneAt(40.71, -74.0)).toBe('America/New_York');
  });

  it('refuses a blank or too long query, naming it', async () => {
    await expect(places.search('  ')).rejects.toThrow(/query/);
    await expect(places.search('x'.repeat(101))).rejects.toThrow(/query/);
  });

  it('searches quickly once read', async () => {
    await places.search('a');
    const started = performance.now();
    for (const query of ['a', 'sa', 'san', 'london', 'new', 'par', 'xyz', 'Paris, Texas']) await places.search(query);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

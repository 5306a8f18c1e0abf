import { answerLanguage, negotiateLanguage, SHIPPED_LANGUAGE_CODES } from './languages';

const OFFERED = ['en', 'es', 'de', 'fr', 'ar'];

describe('the language of an answer', () => {
  it('is the best fit of Accept-Language among those offered, by weight, then order', () => {
    expect(negotiateLanguage('de-DE,de;q=0.9,en;q=0.8', OFFERED)).toBe('de');
    expect(negotiateLanguage('fr-CA', OFFERED)).toBe('fr');
    expect(negotiateLanguage('ja, es;q=0.5, en;q=0.4', OFFERED)).toBe('es');
    expect(negotiateLanguage('en;q=0.2, ar;q=0.9', OFFERED)).toBe('ar');
    expect(negotiateLanguage('ES', OFFERED)).toBe('es');
  });

  it('is English when nothing offered fits, or nothing is asked', () => {
    expect(negotiateLanguage('ja, zh;q=0.5', OFFERED)).toBe('en');
    expect(negotiateLanguage('de;q=0', OFFERED)).toBe('en');
    expect(negotiateLanguage(undefined, OFFERED)).toBe('en');
    expect(negotiateLanguage('*', OFFERED)).toBe('en');
    expect(negotiateLanguage(';;,', OFFERED)).toBe('en');
  });

  it("is the account's own choice when it is offered, whatever the browser asks", () => {
    expect(answerLanguage('fr', 'de', OFFERED)).toBe('fr');
    expect(answerLanguage('pt', 'de', OFFERED)).toBe('de');
    expect(answerLanguage(null, 'es-MX', OFFERED)).toBe('es');
  });

  it('is among the languages offered by default, and only those: English, Spanish, German, French and Arabic', () => {
    expect(SHIPPED_LANGUAGE_CODES).toEqual(OFFERED);
    expect(answerLanguage('en', 'de')).toBe('en');
    expect(negotiateLanguage('de, fr')).toBe('de');
    expect(negotiateLanguage('pt-BR, it')).toBe('en');
  });
});

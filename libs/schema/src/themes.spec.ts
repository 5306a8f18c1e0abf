import { contrastRatio, MIN_TEXT_CONTRAST, mixColors } from './contrast';
import { THEME_TEXT_PAIRS, themeColors, THEMES } from './themes';

describe('contrast', () => {
  it('computes WCAG ratios and sRGB mixes as the browser does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
    expect(mixColors('#ff0000', '#0000ff', 0.25)).toBe('#4000bf');
  });
});

describe.each(THEMES.map((theme) => [theme.label, theme] as const))('the %s theme', (_label, theme) => {
  const colours = themeColors(theme.palette);

  it.each(THEME_TEXT_PAIRS.map(([text, background]) => [text, background]))('puts %s on %s at 4.5:1 or more', (text, background) => {
    expect(contrastRatio(colours[text], colours[background])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

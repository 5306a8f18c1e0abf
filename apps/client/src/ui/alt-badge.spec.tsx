import { describe, expect, it } from '@jest/globals';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup as renderMarkup } from 'react-dom/server';
import { i18n } from '../lib/i18n';
import { AltBadge } from './AltBadge';

/** Draws with the app's texts (English in the tests). */
const renderToStaticMarkup = (node: ReactNode) => renderMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe('the ALT badge', () => {
  it('is absent for an image without a description', () => {
    expect(renderToStaticMarkup(<AltBadge text={null} />)).toBe('');
    expect(renderToStaticMarkup(<AltBadge text="" />)).toBe('');
  });

  it('is a closed button named by its visible text, the description not yet shown', () => {
    const html = renderToStaticMarkup(<AltBadge text="A heron on one leg" />);
    expect(html).toMatch(/^<button type="button" class="alt-badge" aria-expanded="false" aria-controls="[^"]+">ALT<span class="visually-hidden"> \(image description\)<\/span><\/button>$/);
    expect(html).not.toContain('A heron on one leg');
  });
});

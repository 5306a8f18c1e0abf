import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup as renderMarkup } from 'react-dom/server';
import { i18n } from '../lib/i18n';
import { EmptyState } from './EmptyState';
import { ErrorState, SERVER_UNREACHABLE } from './ErrorState';
import { Pending } from './Pending';
import { Skeleton } from './Skeleton';

/** Draws with the app's texts (English in the tests). */
const renderToStaticMarkup = (node: ReactNode) => renderMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

const noop = () => undefined;

describe('the loading, empty and error blocks', () => {
  it('a skeleton says what loads in one polite status, its shapes hidden from assistive technology', () => {
    const html = renderToStaticMarkup(<Skeleton label="Loading the feed…" shape="card" count={2} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('<span class="visually-hidden">Loading the feed…</span>');
    expect(html).toMatch(/<div class="skeleton__list skeleton__list--card" aria-hidden="true">/);
    expect(html.match(/skeleton__card/g)).toHaveLength(2);
  });

  it('an unreachable server is said politely, with Retry', () => {
    const html = renderToStaticMarkup(<ErrorState error={SERVER_UNREACHABLE} onRetry={noop} />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Can&#x27;t reach Gatherly. Retrying…');
    expect(html).toContain('>Retry</button>');
  });

  it("a refusal is announced with the server's texts, as bullets when it lists rules", () => {
    const refused = new CombinedGraphQLErrors({ errors: [{ message: 'Bad input', extensions: { errors: ['Name is too long.', 'Date is in the past.'] } }] });
    const html = renderToStaticMarkup(<ErrorState error={refused} onRetry={noop} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('<li>Name is too long.</li><li>Date is in the past.</li>');
  });

  it('what is pending keeps its skeleton while the server cannot be reached, and shows a refusal', () => {
    expect(renderToStaticMarkup(<Pending error={SERVER_UNREACHABLE} onRetry={noop} label="Loading…" />)).toContain('skeleton');
    const refused = new CombinedGraphQLErrors({ errors: [{ message: 'Not allowed' }] });
    expect(renderToStaticMarkup(<Pending error={refused} onRetry={noop} />)).toContain('Not allowed');
  });

  it('an empty block gives its title as a heading when asked, its hint and its way forward', () => {
    const html = renderToStaticMarkup(<EmptyState title="No events found" hint="Try another name" headingLevel={2} action={<a href="/search">Find people</a>} />);
    expect(html).toContain('<h2 class="state__title">No events found</h2>');
    expect(html).toContain('<p class="state__hint">Try another name</p>');
    expect(html).toContain('<a href="/search">Find people</a>');
  });
});

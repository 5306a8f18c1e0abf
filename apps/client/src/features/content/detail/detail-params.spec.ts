import { describe, expect, it } from '@jest/globals';
import { detailFromParams, detailHref, withDetail, withoutDetail } from './detail-params';

describe('detail dialog parameters', () => {
  it('reads the first kind present, ignoring blank ids', () => {
    expect(detailFromParams(new URLSearchParams('post=p1&tab=x'))).toEqual({ kind: 'post', id: 'p1' });
    expect(detailFromParams(new URLSearchParams('remark=&event=e1'))).toEqual({ kind: 'event', id: 'e1' });
    expect(detailFromParams(new URLSearchParams('tab=x'))).toBeNull();
  });

  it('opens one detail at a time and closes without touching other parameters', () => {
    const opened = withDetail(new URLSearchParams('tab=events&remark=r1'), { kind: 'event', id: 'e1' });
    expect(opened.toString()).toBe('tab=events&event=e1');
    expect(withoutDetail(opened).toString()).toBe('tab=events');
  });

  it('builds links to a detail', () => {
    expect(detailHref({ kind: 'post', id: 'p 1' })).toBe('/?post=p+1');
    expect(detailHref({ kind: 'remark', id: 'r1' }, '/profile/ada')).toBe('/profile/ada?remark=r1');
  });
});

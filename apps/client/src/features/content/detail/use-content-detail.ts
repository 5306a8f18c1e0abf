import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { detailFromParams, withDetail, withoutDetail, type DetailTarget } from './detail-params';

/** The detail dialog the URL asks for, and how to open or close one on the current page. */
export function useContentDetail() {
  const [params, setParams] = useSearchParams();
  const detail = useMemo(() => detailFromParams(params), [params]);
  const open = useCallback((target: DetailTarget) => setParams((current) => withDetail(current, target)), [setParams]);
  const close = useCallback(() => setParams((current) => withoutDetail(current)), [setParams]);
  return { detail, open, close };
}

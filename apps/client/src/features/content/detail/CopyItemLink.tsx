import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { CopyLinkButton } from '../../../ui/CopyLinkButton';
import type { ContentKind } from '../kind-facts';
import { detailFromParams, detailHref } from './detail-params';

/** 'Copy link' of the item whose detail is open: its deep link over Home (`/home?post=…`). */
export function CopyItemLink({ kind }: { kind: ContentKind }) {
  const t = useT();
  const [params] = useSearchParams();
  const target = detailFromParams(params);
  return target ? <CopyLinkButton icon path={detailHref(target, PATHS.home)} what={t('content.detail.linkTo', { kind })} /> : null;
}

import { useT } from '../lib/i18n';
import { Button } from './Button';
import { Icon } from './Icon';
import { useNotices } from './Notices';

export interface CopyLinkButtonProps {
  /** The app path the link opens: '/home?post=…', '/profile/ada'. */
  path: string;
  /** What the link is to, for the icon's name ('Copy link to this post'); the labelled button says 'Copy link'. */
  what?: string;
  /** An icon in a title row or card header, instead of a labelled button. */
  icon?: boolean;
}

/** Copies the page's canonical address of something (a deep link) and says 'Link copied'. */
export function CopyLinkButton({ path, what, icon = false }: CopyLinkButtonProps) {
  const notices = useNotices();
  const t = useT();
  const name = what ? t('common.copyLink.labelTo', { what }) : t('common.copyLink.label');
  async function copy() {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).href);
      notices.tell(t('common.copyLink.copied'));
    } catch (error) {
      console.warn('Copying a link failed', error);
      notices.warn(t('common.copyLink.failed'));
    }
  }
  const glyph = (
    <Icon size={20}>
      <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
    </Icon>
  );
  return icon ? (
    <button type="button" className="icon-button" aria-label={name} title={name} onClick={() => void copy()}>
      {glyph}
    </button>
  ) : (
    <Button variant="secondary" onClick={() => void copy()}>
      {t('common.copyLink.label')}
    </Button>
  );
}

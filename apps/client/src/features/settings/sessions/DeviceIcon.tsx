import { Icon } from '../../../ui/Icon';

const HANDHELD = /^(iOS|iPadOS|Android)\b/;

/** A phone for handheld systems, a laptop for the rest (and for what the user agent did not say). */
export function DeviceIcon({ os }: { os: string }) {
  return HANDHELD.test(os) ? (
    <Icon className="session-row__icon">
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18.5h2" />
    </Icon>
  ) : (
    <Icon className="session-row__icon">
      <rect x="4" y="5" width="16" height="11" rx="1.5" />
      <path d="M2 19h20" />
    </Icon>
  );
}

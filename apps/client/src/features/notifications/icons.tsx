import { Icon } from '../../ui/Icon';

/** The bell of the notifications link (class `icon`, 24 px, as the sidebar's icons). */
export const BellIcon = () => (
  <Icon>
    <path d="M6 9.5a6 6 0 0 1 12 0c0 4.5 1.5 6.5 2.5 7.5h-17c1-1 2.5-3 2.5-7.5Z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </Icon>
);

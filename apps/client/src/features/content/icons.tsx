import { Icon, type IconProps } from '../../ui/Icon';

/** Content icons: class `content-icon`, 22 px unless told; `filled` fills them (a pressed like). */
const ContentIcon = ({ size = 22, ...props }: Omit<IconProps, 'className'>) => <Icon className="content-icon" size={size} {...props} />;

export const HeartIcon = ({ filled }: { filled?: boolean }) => (
  <ContentIcon filled={filled}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
  </ContentIcon>
);

export const StarIcon = ({ filled }: { filled?: boolean }) => (
  <ContentIcon filled={filled}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z" />
  </ContentIcon>
);

export const MoreIcon = () => (
  <ContentIcon>
    <circle cx="5" cy="12" r="1.2" fill="currentColor" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    <circle cx="19" cy="12" r="1.2" fill="currentColor" />
  </ContentIcon>
);

export const PhotosIcon = () => (
  <ContentIcon size={56}>
    <rect x="3" y="5" width="14" height="12" rx="2" />
    <path d="M7 21h12a2 2 0 0 0 2-2V9" />
    <circle cx="8" cy="9.5" r="1.5" />
    <path d="m3 15 4-4 3 3 2-2 5 5" />
  </ContentIcon>
);

export const TrashIcon = () => (
  <ContentIcon size={18}>
    <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13" />
  </ContentIcon>
);

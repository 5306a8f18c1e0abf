import { Link, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { ContentDetailHost, InterestedPeopleContext } from '../../features/content';
import { ChatProvider } from '../../features/messages';
import { NotificationsLink, useNotificationsLive } from '../../features/notifications';
import { InterestedPeopleDialog } from '../../features/profile';
import { addEnglish } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { usePushRenewal } from '../../lib/push/use-push-renewal';
import { PageSkeleton } from '../AppFallback';
import { ConnectionNotice } from './ConnectionNotice';
import { KeyboardShortcuts } from './shortcuts/KeyboardShortcuts';
import { Sidebar } from './Sidebar';
import { useAccountLanguage } from './use-account-language';
import './shell.css';
import signedInTexts from 'virtual:gatherly-texts/en/people+content+events+explore+messages+notifications+entries+settings';

// The signed-in area's English comes with its frame (the signed-out pages' with the first page).
addEnglish(signedInTexts);

/**
 * The signed-in area: sidebar plus the page, and the detail dialog of a remark, post or event
 * when the URL names one (`?remark=`, `?post=`, `?event=`), all inside the chat connection
 * provider (spec §2), which opens the socket here (chat and notifications) and closes it when the
 * area is left. On phones a top bar holds the brand and the bell.
 */
export function Shell() {
  const live = useNotificationsLive();
  const opening = useOpeningPage();
  usePushRenewal();
  useAccountLanguage();
  return (
    <ChatProvider also={live}>
      <div className="shell">
        <header className="shell__topbar">
          <Link to={PATHS.home} className="shell__brand">
            Gatherly
          </Link>
          <NotificationsLink className={({ isActive }) => (isActive ? 'shell__topbar-link is-active' : 'shell__topbar-link')} labelClassName="visually-hidden" />
        </header>
        <Sidebar />
        {/* Focusable from script: focus goes here when what held it in the page went away. */}
        <main className="shell__main" tabIndex={-1}>
          <ConnectionNotice />
          {opening ? <PageSkeleton /> : <Outlet />}
        </main>
        {/* The event detail lists who is interested with profile's people dialog. */}
        <InterestedPeopleContext.Provider value={InterestedPeopleDialog}>
          <ContentDetailHost />
          <KeyboardShortcuts />
        </InterestedPeopleContext.Provider>
      </div>
    </ChatProvider>
  );
}

/** The first part of a path: another one means another page (not a conversation of Messages, a tab of Settings). */
const section = (pathname: string) => pathname.split('/')[1] ?? '';

/** Whether another page is being opened and its code still loads: its place then shows skeletons. */
function useOpeningPage(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && section(navigation.location.pathname) !== section(pathname);
}

import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/account/login/LoginPage';
import { PATHS } from '../lib/paths';
import { prefetchOnIntent, prefetchWhenIdle, type CodeLoad } from '../lib/prefetch/prefetch';
import { AppFallback } from './AppFallback';
import { RootRedirect, SignedInOnly, SignedOutOnly } from './guards';
import { loadPage } from './lazy-page';
import { RouteError } from './RouteError';

/** What a route tells beyond react-router's own: the code its page loads (for prefetching). */
interface PageHandle {
  code: CodeLoad;
}

/**
 * A route whose page loads with its own code when first visited: the login page, which every
 * signed-out visit starts on, carries nothing of the signed-in app.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy' | 'handle'> {
  return { lazy: async () => ({ Component: await loadPage(load, pick) }), handle: { code: load } satisfies PageHandle };
}

const shell = () => import('./shell/Shell');
const messages = () => import('../features/messages/MessagesPage');
// The settings frame and its pages: one module, hence one file to load.
const settings = () => import('../features/settings/SettingsPages');

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // The app's frame with skeletons while the first page's code loads.
    hydrateFallbackElement: <AppFallback />,
    children: [
      { path: PATHS.root, element: <RootRedirect /> },
      { path: PATHS.unsubscribe, ...page(() => import('../features/notifications/UnsubscribePage'), (m) => m.UnsubscribePage) },
      // The link mailed to a new address works signed in or not.
      { path: PATHS.confirmEmailChange, ...page(() => import('../features/account/email-change/EmailChangeLinkPage'), (m) => m.EmailChangeLinkPage) },
      {
        element: <SignedOutOnly />,
        children: [
          { path: PATHS.login, element: <LoginPage /> },
          { path: PATHS.signup, ...page(() => import('../features/account/signup/SignupPage'), (m) => m.SignupPage) },
          { path: PATHS.verifyEmail, ...page(() => import('../features/account/verify-email/VerifyEmailRoute'), (m) => m.VerifyEmailRoute) },
          { path: PATHS.verifyEmailLink, ...page(() => import('../features/account/verify-email/VerificationLinkPage'), (m) => m.VerificationLinkPage) },
          { path: PATHS.resetRequest, ...page(() => import('../features/account/password-reset/ResetRequestPage'), (m) => m.ResetRequestPage) },
          { path: PATHS.resetConfirm, ...page(() => import('../features/account/password-reset/ResetConfirmPage'), (m) => m.ResetConfirmPage) },
        ],
      },
      {
        element: <SignedInOnly />,
        children: [
          {
            ...page(shell, (m) => m.Shell),
            children: [
              { path: PATHS.home, ...page(() => import('../features/home/HomePage'), (m) => m.HomePage) },
              { path: PATHS.search, ...page(() => import('../features/search/SearchPage'), (m) => m.SearchPage) },
              { path: PATHS.events, ...page(() => import('../features/events/EventsPage'), (m) => m.EventsPage) },
              {
                path: PATHS.messages,
                ...page(messages, (m) => m.MessagesPage),
                children: [
                  { index: true, ...page(messages, (m) => m.NoConversationSelected) },
                  { path: ':conversationId', ...page(messages, (m) => m.OpenConversation) },
                ],
              },
              { path: PATHS.notifications, ...page(() => import('../features/notifications/NotificationsPage'), (m) => m.NotificationsPage) },
              { path: PATHS.moderation, ...page(() => import('../features/moderation/ModerationPage'), (m) => m.ModerationPage) },
              { path: '/tags/:tag', ...page(() => import('../features/home/TagPage'), (m) => m.TagPage) },
              { path: '/profile/:urlUsername', ...page(() => import('../features/profile/ProfilePage'), (m) => m.ProfilePage) },
              {
                path: PATHS.settings,
                ...page(settings, (m) => m.SettingsLayout),
                children: [
                  { index: true, element: <Navigate to={PATHS.editProfile} replace /> },
                  { path: PATHS.editProfile, ...page(settings, (m) => m.EditProfilePage) },
                  { path: PATHS.themeSettings, ...page(settings, (m) => m.ThemeSettingsPage) },
                  { path: PATHS.languageSettings, ...page(settings, (m) => m.LanguageSettingsPage) },
                  { path: PATHS.calendarSettings, ...page(settings, (m) => m.CalendarSettingsPage) },
                  { path: PATHS.notificationSettings, ...page(settings, (m) => m.NotificationSettingsPage) },
                  { path: PATHS.privacySettings, ...page(settings, (m) => m.PrivacySettingsPage) },
                  { path: PATHS.accessibilitySettings, ...page(settings, (m) => m.AccessibilitySettingsPage) },
                  { path: PATHS.blockedAccounts, ...page(settings, (m) => m.BlockedAccountsPage) },
                  { path: PATHS.developerSettings, ...page(settings, (m) => m.DeveloperSettingsPage) },
                  { path: PATHS.accountSettings, ...page(settings, (m) => m.AccountSettingsPage) },
                  { path: PATHS.securitySettings, ...page(settings, (m) => m.SecuritySettingsPage) },
                  { path: PATHS.sessionsSettings, ...page(settings, (m) => m.SessionsPage) },
                  { path: PATHS.dataSettings, ...page(settings, (m) => m.YourDataPage) },
                  { path: '*', element: <Navigate to={PATHS.editProfile} replace /> },
                ],
              },
              { path: '*', ...page(() => import('./NotFoundPage'), (m) => m.NotFoundPage) },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

/** The code a path of the app loads: its page and the frames around it. */
function codeOf(pathname: string): CodeLoad[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => (route.handle as PageHandle | undefined)?.code ?? []);
}

/** Where people go next: from a signed-out page to Home (after logging in); in the app, to the places of the navigation. */
function likelyNext(pathname: string): CodeLoad[] {
  const inApp = codeOf(pathname).includes(shell);
  const next = inApp ? [PATHS.home, PATHS.events, PATHS.messages, PATHS.notifications, PATHS.search, PATHS.editProfile, PATHS.profile('-')] : [PATHS.home];
  return next.flatMap(codeOf);
}

// The code of a page is loaded when a link to it is pointed at or focused, and that of the likely
// next pages once the browser is idle after a page is shown (never on a Save-Data or 2G link).
prefetchOnIntent(codeOf);
let cancelIdle = router.state.initialized ? prefetchWhenIdle(likelyNext(router.state.location.pathname)) : () => undefined;
router.subscribe((state) => {
  if (!state.initialized || state.navigation.state !== 'idle') return;
  cancelIdle();
  cancelIdle = prefetchWhenIdle(likelyNext(state.location.pathname));
});

import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/account/login/LoginPage';
import { ResetConfirmPage } from '../features/account/password-reset/ResetConfirmPage';
import { ResetRequestPage } from '../features/account/password-reset/ResetRequestPage';
import { SignupPage } from '../features/account/signup/SignupPage';
import { VerificationLinkPage } from '../features/account/verify-email/VerificationLinkPage';
import { VerifyEmailRoute } from '../features/account/verify-email/VerifyEmailRoute';
import { EventsPage } from '../features/events/EventsPage';
import { HomePage } from '../features/home/HomePage';
import { MessagesPage, NoConversationSelected, OpenConversation } from '../features/messages/MessagesPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { SearchPage } from '../features/search/SearchPage';
import { SettingsLayout } from '../features/settings/SettingsLayout';
import { CalendarSettingsPage, EditProfilePage, ThemeSettingsPage } from '../features/settings/SettingsPages';
import { PATHS } from '../lib/paths';
import { RootRedirect, SignedInOnly, SignedOutOnly } from './guards';
import { NotFoundPage } from './NotFoundPage';
import { RouteError } from './RouteError';
import { Shell } from './shell/Shell';

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: PATHS.root, element: <RootRedirect /> },
      {
        element: <SignedOutOnly />,
        children: [
          { path: PATHS.login, element: <LoginPage /> },
          { path: PATHS.signup, element: <SignupPage /> },
          { path: PATHS.verifyEmail, element: <VerifyEmailRoute /> },
          { path: PATHS.verifyEmailLink, element: <VerificationLinkPage /> },
          { path: PATHS.resetRequest, element: <ResetRequestPage /> },
          { path: PATHS.resetConfirm, element: <ResetConfirmPage /> },
        ],
      },
      {
        element: <SignedInOnly />,
        children: [
          {
            element: <Shell />,
            children: [
              { path: PATHS.home, element: <HomePage /> },
              { path: PATHS.search, element: <SearchPage /> },
              { path: PATHS.events, element: <EventsPage /> },
              {
                path: PATHS.messages,
                element: <MessagesPage />,
                children: [
                  { index: true, element: <NoConversationSelected /> },
                  { path: ':conversationId', element: <OpenConversation /> },
                ],
              },
              { path: '/profile/:urlUsername', element: <ProfilePage /> },
              {
                path: PATHS.settings,
                element: <SettingsLayout />,
                children: [
                  { index: true, element: <Navigate to={PATHS.editProfile} replace /> },
                  { path: PATHS.editProfile, element: <EditProfilePage /> },
                  { path: PATHS.themeSettings, element: <ThemeSettingsPage /> },
                  { path: PATHS.calendarSettings, element: <CalendarSettingsPage /> },
                  { path: '*', element: <Navigate to={PATHS.editProfile} replace /> },
                ],
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

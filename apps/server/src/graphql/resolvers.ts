import { AccessTokensResolver } from '../access-tokens/access-tokens.resolver';
import { AccountsResolver } from '../accounts/accounts.resolver';
import { AttendanceResolver } from '../attendance/attendance.resolver';
import { CalendarResolver } from '../calendar/calendar.resolver';
import { ChatResolver } from '../chat/chat.resolver';
import { CONTENT_KIND_DESCRIPTORS } from '../content/content-kinds';
import { ContentItemResolver } from '../content/shared/content-item.resolver';
import { FeedResolver } from '../feed/feed.resolver';
import { HostingResolver } from '../hosting/hosting.resolver';
import { ModerationResolver } from '../moderation/moderation.resolver';
import { NotificationsResolver } from '../notifications/notifications.resolver';
import { PlacesResolver } from '../places/places.resolver';
import { ProfilesResolver } from '../profiles/profiles.resolver';
import { SafetyResolver } from '../safety/safety.resolver';
import { SeriesResolver } from '../series/series.resolver';

/** Every resolver class, so that the schema can be emitted without starting the application. */
export const RESOLVERS = [AccountsResolver, AccessTokensResolver, ProfilesResolver, ContentItemResolver, FeedResolver, CalendarResolver, ChatResolver, NotificationsResolver, SafetyResolver, ModerationResolver, PlacesResolver, SeriesResolver, AttendanceResolver, HostingResolver, ...CONTENT_KIND_DESCRIPTORS.map((kind) => kind.resolver)];

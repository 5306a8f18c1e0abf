import { AccountsResolver } from '../accounts/accounts.resolver';
import { EventsResolver } from '../content/events/events.resolver';
import { PostsResolver } from '../content/posts/posts.resolver';
import { RemarksResolver } from '../content/remarks/remarks.resolver';
import { ContentItemResolver } from '../content/shared/content-item.resolver';

/** Every resolver class, so that the schema can be emitted without starting the application. */
export const RESOLVERS = [AccountsResolver, ContentItemResolver, RemarksResolver, PostsResolver, EventsResolver];

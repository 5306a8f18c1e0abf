import { DynamicModule, Module } from '@nestjs/common';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { AccessTokensModule } from './access-tokens/access-tokens.module';
import { AccountDeletionModule } from './account-deletion/account-deletion.module';
import { AccountChangesModule } from './account-changes/account-changes.module';
import { AccountsModule } from './accounts/accounts.module';
import { AttendanceModule } from './attendance/attendance.module';
import { SeriesModule } from './series/series.module';
import { CalendarModule } from './calendar/calendar.module';
import { ChatSubscriptions } from './chat/chat-subscriptions';
import { ChatModule } from './chat/chat.module';
import { ContentModule } from './content/content.module';
import { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DataExportModule } from './data-export/data-export.module';
import { DevicesModule } from './devices/devices.module';
import { PushModule } from './push/push.module';
import { FederationLookupModule } from './federation/federation-lookup.module';
import { FederationModule } from './federation/federation.module';
import { FeedModule } from './feed/feed.module';
import { HashtagsModule } from './hashtags/hashtags.module';
import { SearchModule } from './search/search.module';
import { I18nModule } from './i18n/i18n.module';
import { OperationBudget } from './graphql/database-cost';
import { GraphqlLimitsModule } from './graphql/graphql-limits.module';
import { graphqlOptions } from './graphql/graphql.options';
import { HealthModule } from './health/health.module';
import { EventHostingModule } from './hosting/event-hosting.module';
import { HostingModule } from './hosting/hosting.module';
import { Metrics } from './metrics/metrics.service';
import { MetricsModule } from './metrics/metrics.module';
import { MailModule } from './mail/mail.module';
import { MediaModule } from './media/media.module';
import { ModerationModule } from './moderation/moderation.module';
import { NotificationsModule } from './notifications/notifications.module';
import { PasskeysModule } from './passkeys/passkeys.module';
import { ProfilesModule } from './profiles/profiles.module';
import { QueueModule } from './queue/queue.module';
import { RealtimeModule } from './realtime/realtime.module';
import { RedisModule } from './redis/redis.module';
import { SafetyModule } from './safety/safety.module';
import { ThrottleModule } from './throttle/throttle.module';
import { TwoFactorModule } from './two-factor/two-factor.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        QueueModule,
        RedisModule,
        RealtimeModule,
        ThrottleModule,
        MailModule,
        MediaModule,
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          imports: [ChatModule, GraphqlLimitsModule, MetricsModule],
          inject: [ChatSubscriptions, OperationBudget, Metrics],
          useFactory: (subscriptions: ChatSubscriptions, budget: OperationBudget, metrics: Metrics) => graphqlOptions(budget, metrics, subscriptions),
        }),
        AccountsModule,
        ProfilesModule,
        ContentModule,
        FeedModule,
        HashtagsModule,
        SearchModule,
        I18nModule,
        CalendarModule,
        HostingModule,
        EventHostingModule,
        AttendanceModule,
        SeriesModule,
        ChatModule,
        NotificationsModule,
        SafetyModule,
        ModerationModule,
        AccessTokensModule,
        AccountDeletionModule,
        TwoFactorModule,
        PasskeysModule,
        AccountChangesModule,
        DevicesModule,
        PushModule,
        DataExportModule,
        FederationLookupModule,
        FederationModule,
        HealthModule,
        MetricsModule,
      ],
    };
  }
}

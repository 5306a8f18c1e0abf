import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module';
import { ModerationModule } from '../moderation/moderation.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { ActorKeyEntity } from './actor-key.entity';
import { ActorKeys } from './actor-keys';
import { FederationKvEntity } from './federation-kv.entity';
import { FederationReads } from './federation-reads';
import { FederationInbox } from './federation-inbox';
import { FederationOutbox } from './federation-outbox';
import { FederationService } from './federation.service';
import { RemoteActorEntity } from './remote-actor.entity';
import { RemoteItems } from './remote-items';

/** Gatherly in the fediverse (ActivityPub, through Fedify): its routes are served by federation.routes.ts. */
@Module({
  imports: [ContentModule, ModerationModule, ProfilesModule, TypeOrmModule.forFeature([ActorKeyEntity, FederationKvEntity, RemoteActorEntity])],
  providers: [FederationService, FederationInbox, FederationOutbox, FederationReads, ActorKeys, RemoteItems],
  exports: [FederationService],
})
export class FederationModule {}

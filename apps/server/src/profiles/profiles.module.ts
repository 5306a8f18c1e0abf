import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { FollowEntity } from './follow.entity';
import { RemoteFollowEntity } from './remote-follow.entity';
import { FollowsService } from './follows.service';
import { ProfilesController } from './profiles.controller';
import { ProfilesResolver } from './profiles.resolver';
import { ProfilesService } from './profiles.service';

/** People: profiles, follows, user search and one's own settings. */
@Module({
  imports: [AccountsModule, TypeOrmModule.forFeature([FollowEntity, RemoteFollowEntity])],
  controllers: [ProfilesController],
  providers: [ProfilesService, FollowsService, ProfilesResolver],
  exports: [ProfilesService, FollowsService],
})
export class ProfilesModule {}

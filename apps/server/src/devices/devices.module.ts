import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { DevicesController } from './devices.controller';
import { DevicesResolver } from './devices.resolver';
import { DevicesService } from './devices.service';

/** Settings, Sessions: the devices signed in to an account, listed and ended. New devices are noticed where sessions start (SessionsService). */
@Module({
  imports: [AccountsModule],
  controllers: [DevicesController],
  providers: [DevicesService, DevicesResolver],
})
export class DevicesModule {}

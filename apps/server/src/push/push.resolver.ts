import { UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { PushSubscription, SubscribePushInput } from './push.models';
import { PushService } from './push.service';

/** Push notifications over GraphQL: the server's key (open), and the devices of the person signed in (a token gets auth/forbidden). */
@Resolver()
export class PushResolver {
  constructor(private readonly push: PushService) {}

  @Query(() => String, { description: "The key a browser subscribes with (PushManager.subscribe's applicationServerKey): the server's VAPID public key, base64url. Open." })
  vapidPublicKey(): string {
    return this.push.vapidPublicKey();
  }

  @UseGuards(AuthGuard)
  @Query(() => [PushSubscription], { description: 'The devices of your account with push notifications on, the first turned on first.' })
  pushSubscriptions(@CurrentViewer() viewer: Viewer): Promise<PushSubscription[]> {
    return this.push.list(viewer);
  }

  @UseGuards(AuthGuard)
  @Mutation(() => PushSubscription, { description: 'Turns push notifications on for this device; the same endpoint again updates it, for this account and session.' })
  subscribePush(
    @CurrentViewer() viewer: Viewer,
    @Args('input', { description: 'The subscription its browser made (PushSubscription.toJSON()), and a name for the device.' }) input: SubscribePushInput,
  ): Promise<PushSubscription> {
    return this.push.subscribe(viewer, input);
  }

  @UseGuards(AuthGuard)
  @Mutation(() => Boolean, { description: 'Turns push notifications off for one of your devices; push/subscription_not_found for any other.' })
  async unsubscribePush(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID, description: 'A subscription_id of pushSubscriptions.' }) id: string): Promise<boolean> {
    await this.push.unsubscribe(viewer, id);
    return true;
  }
}

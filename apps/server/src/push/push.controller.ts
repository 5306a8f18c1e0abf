import { Body, Controller, Delete, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PUSH_LIMITS, PUSH_MESSAGES } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import { SECURITY } from '../openapi/openapi-document';
import { ApiFailures, ApiSuccess } from '../openapi/responses';
import { PushSubscription, SubscribePushInput } from './push.models';
import { PushService } from './push.service';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';

const PUBLIC_KEY = { type: 'string', pattern: '^[A-Za-z0-9_-]{87}$', description: "The server's VAPID public key (a P-256 point, 65 bytes, base64url): PushManager.subscribe's applicationServerKey." } as const;

/** Push notifications over REST: the server's key (open), and the devices of the person signed in (not a token: 403). */
@ApiTags('push')
@Controller('api/push')
export class PushController {
  constructor(private readonly push: PushService) {}

  @Get('vapid-public-key')
  @ApiOperation({ summary: "The key a browser subscribes with (applicationServerKey); open." })
  @ApiSuccess(200, 'The key.', { public_key: PUBLIC_KEY })
  @ApiFailures()
  vapidPublicKey() {
    return { success: true, data: { public_key: this.push.vapidPublicKey() } };
  }

  @Get('subscriptions')
  @UseGuards(AuthGuard)
  @ApiBearerAuth(SECURITY.session)
  @ApiOperation({ summary: 'The devices of your account with push notifications on, the first turned on first.' })
  @ApiSuccess(200, 'The devices.', { subscriptions: [PushSubscription] })
  @ApiFailures(401, 403)
  async list(@CurrentViewer() viewer: Viewer) {
    return { success: true, data: { subscriptions: await this.push.list(viewer) } };
  }

  @Post('subscriptions')
  @UseGuards(AuthGuard)
  @ApiBearerAuth(SECURITY.session)
  @ApiOperation({
    summary: `Turn push notifications on for this device with the subscription its browser made (201); the same endpoint again updates it, for this account and session. 409 past ${PUSH_LIMITS.subscriptionsPerAccount} devices.`,
  })
  @ApiSuccess(201, 'On.', { subscription: PushSubscription })
  @ApiFailures(400, 401, 403, 409, 413, 415)
  async subscribe(@CurrentViewer() viewer: Viewer, @Body() body: SubscribePushInput) {
    return { success: true, data: { subscription: await this.push.subscribe(viewer, body ?? {}) } };
  }

  @Delete('subscriptions/:id')
  @UseGuards(AuthGuard)
  @ApiBearerAuth(SECURITY.session)
  @ApiOperation({ summary: 'Turn push notifications off for one of your devices; 404 for any other.' })
  @ApiSuccess(200, 'Off.', undefined, { message: true })
  @ApiFailures(401, 403, 404)
  async unsubscribe(@CurrentViewer() viewer: Viewer, @Param('id') id: string, @InLanguage() language: RequestLanguage) {
    await this.push.unsubscribe(viewer, id);
    return { success: true, message: word(language.answer, PUSH_MESSAGES.removed) };
  }
}

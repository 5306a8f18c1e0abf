import { UseGuards } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DEVICE_MESSAGES } from '@gatherly/schema';
import { AuthGuard } from '../accounts/auth.guard';
import { clearRefreshCookie } from '../accounts/refresh-cookie';
import type { Viewer } from '../accounts/viewer';
import { CurrentViewer } from '../common/auth/current-viewer.decorator';
import type { GraphqlContext } from '../common/auth/request-context';
import { DevicesService } from './devices.service';
import { SignedInSession } from './signed-in-session.model';
import { InLanguage, type RequestLanguage } from '../i18n/request-language';
import { word } from '../i18n/texts';

/** Settings, Sessions over GraphQL: a signed-in session only (a personal access token gets auth/forbidden). */
@Resolver()
@UseGuards(AuthGuard)
export class DevicesResolver {
  constructor(private readonly devices: DevicesService) {}

  @Query(() => [SignedInSession], { description: 'The live sessions of your account, most recently used first; is_current marks the one asking.' })
  sessions(@CurrentViewer() viewer: Viewer, @InLanguage() language: RequestLanguage): Promise<SignedInSession[]> {
    return this.devices.list(viewer, language.answer);
  }

  @Mutation(() => String, {
    description:
      'Signs one session out: its access tokens are refused at once and its sockets close. Ending the current one is a logout (over HTTP the refresh cookie is cleared). Answers the message to show.',
  })
  async endSession(
    @CurrentViewer() viewer: Viewer,
    @Args('session_id', { type: () => ID, description: 'A session_id of the sessions query; session/not_found for any other.' }) sessionId: string,
    @Context() { req, reply }: GraphqlContext,
    @InLanguage() language: RequestLanguage,
  ): Promise<string> {
    const { current } = await this.devices.end(viewer, sessionId);
    if (current && reply) clearRefreshCookie(req, reply);
    return word(language.answer, DEVICE_MESSAGES.ended);
  }

  @Mutation(() => Int, { description: 'Signs out every session but the current one: their access tokens are refused at once and their sockets close. Answers how many ended.' })
  endOtherSessions(@CurrentViewer() viewer: Viewer): Promise<number> {
    return this.devices.endOthers(viewer);
  }
}

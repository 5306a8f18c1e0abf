import { UseGuards } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { MEDIA_LIMITS } from '@gatherly/schema';
import { AuthGuard } from '../../accounts/auth.guard';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import type { GraphqlContext } from '../../common/auth/request-context';
import { loadersOf } from '../shared/content-item.resolver';
import { ContentLoadersFactory } from '../shared/content-loaders';
import { Media } from '../shared/content.models';
import { describedMedia } from './described-media';
import { MediaDescriptionsService } from './media-descriptions.service';

/** The descriptions of the images of one's posts and events, after sharing them. */
@Resolver(() => Media)
@UseGuards(AuthGuard)
export class MediaDescriptionsResolver {
  constructor(
    private readonly descriptions: MediaDescriptionsService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @Mutation(() => Media, { description: "Describes an image of one's own post or event (its alt text); media/not_found for an image you cannot see, auth/forbidden for someone else's." })
  async setMediaAltText(
    @CurrentViewer() viewer: Viewer,
    @Args('media_id', { type: () => ID, description: 'Id of the image (Media.media_id).' }) mediaId: string,
    @Args('alt_text', { description: `What the image shows, at most ${MEDIA_LIMITS.altTextMaxLength} characters once trimmed; "" removes the description.` }) altText: string,
    @Context() context: GraphqlContext,
  ): Promise<Media> {
    return describedMedia(loadersOf(this.loaders, context), await this.descriptions.setAltText(viewer, mediaId, altText));
  }
}

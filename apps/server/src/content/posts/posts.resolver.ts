import { Args, Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { LIMITS } from '@gatherly/schema';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import type { GraphqlContext } from '../../common/auth/request-context';
import { loadersOf } from '../shared/content-item.resolver';
import { ContentKindResolver, ownItemIdArg } from '../shared/content-kind.resolver';
import { Media, Row } from '../shared/content.models';
import { PostCaptionInput } from './post.inputs';
import { postKind } from './post.kind';
import { Post } from './post.model';
import { PostsService } from './posts.service';
import { DATABASE_COST } from '../../graphql/database-cost';

/** Posts are created through the multipart REST route (files); their caption and images are here. */
@Resolver(() => Post)
export class PostsResolver extends ContentKindResolver(postKind) {
  constructor(private readonly posts: PostsService) {
    super();
  }

  @ResolveField(() => [Media], { complexity: DATABASE_COST.loadedField })
  media(@Parent() post: Row<Post>, @Context() context: GraphqlContext): Promise<Media[]> {
    return loadersOf(this.loaders, context).media.load(post.id);
  }

  @Mutation(() => Post, { description: "Changes the caption of one's own post." })
  updatePost(
    @CurrentViewer() viewer: Viewer,
    @Args('id', ownItemIdArg('post')) id: string,
    @Args('input', { description: `The new caption, at most ${LIMITS.postCaptionLength} characters; the images stay.` }) input: PostCaptionInput,
  ): Promise<Row<Post>> {
    return this.posts.update(viewer, id, input.post_content);
  }
}

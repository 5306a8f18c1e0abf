import { Args, Context, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import type { GraphqlContext } from '../../common/auth/request-context';
import { loadersOf } from '../shared/content-item.resolver';
import { ContentKindResolver } from '../shared/content-kind.resolver';
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
  updatePost(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string, @Args('input') input: PostCaptionInput): Promise<Row<Post>> {
    return this.posts.update(viewer, id, input.post_content);
  }
}

import { UseGuards } from '@nestjs/common';
import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AuthGuard } from '../../accounts/auth.guard';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import type { GraphqlContext } from '../../common/auth/request-context';
import { CommentInput, PostCaptionInput } from '../dto/content.inputs';
import { EngagementService } from '../engagement/engagement.service';
import { loadersOf } from '../shared/content-item.resolver';
import { ContentLoadersFactory } from '../shared/content-loaders';
import { Comment, Media, Post, Row } from '../shared/content.models';
import { PostsService } from './posts.service';

/** Posts are created through the multipart REST route (files); everything else is here too. */
@Resolver(() => Post)
@UseGuards(AuthGuard)
export class PostsResolver {
  constructor(
    private readonly posts: PostsService,
    private readonly engagement: EngagementService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @Query(() => Post, { nullable: true, description: 'A post by id; null when there is none.' })
  post(@Args('id', { type: () => ID, description: 'Post id.' }) id: string, @Context() context: GraphqlContext): Promise<Row<Post> | null> {
    return loadersOf(this.loaders, context).post.load(id);
  }

  @ResolveField(() => [Media])
  media(@Parent() post: Row<Post>, @Context() context: GraphqlContext): Promise<Media[]> {
    return loadersOf(this.loaders, context).media.load(post.id);
  }

  @Mutation(() => Post, { description: "Changes the caption of one's own post." })
  updatePost(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string, @Args('input') input: PostCaptionInput): Promise<Row<Post>> {
    return this.posts.update(viewer, id, input.post_content);
  }

  @Mutation(() => Boolean, { description: "Deletes one's own post with its images, likes and comments." })
  async deletePost(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string): Promise<boolean> {
    await this.posts.delete(viewer, id);
    return true;
  }

  @Mutation(() => Post, { description: 'Likes a post; liking twice changes nothing.' })
  async likePost(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string): Promise<Row<Post>> {
    await this.engagement.like(viewer, id, 'post');
    return this.posts.get(id);
  }

  @Mutation(() => Post, { description: 'Takes a like of a post back.' })
  async unlikePost(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string): Promise<Row<Post>> {
    await this.engagement.unlike(viewer, id, 'post');
    return this.posts.get(id);
  }

  @Mutation(() => Comment, { description: 'Comments on a post.' })
  commentOnPost(@CurrentViewer() viewer: Viewer, @Args('input') input: CommentInput): Promise<Comment> {
    return this.engagement.comment(viewer, input.item_id, 'post', input.comment_content);
  }
}

import { UseGuards } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AuthGuard } from '../../accounts/auth.guard';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import type { GraphqlContext } from '../../common/auth/request-context';
import { CommentInput, RemarkInput } from '../dto/content.inputs';
import { EngagementService } from '../engagement/engagement.service';
import { loadersOf } from '../shared/content-item.resolver';
import { ContentLoadersFactory } from '../shared/content-loaders';
import { Comment, Remark, Row } from '../shared/content.models';
import { RemarksService } from './remarks.service';

@Resolver(() => Remark)
@UseGuards(AuthGuard)
export class RemarksResolver {
  constructor(
    private readonly remarks: RemarksService,
    private readonly engagement: EngagementService,
    private readonly loaders: ContentLoadersFactory,
  ) {}

  @Query(() => Remark, { nullable: true, description: 'A remark by id; null when there is none.' })
  remark(@Args('id', { type: () => ID, description: 'Remark id.' }) id: string, @Context() context: GraphqlContext): Promise<Row<Remark> | null> {
    return loadersOf(this.loaders, context).remark.load(id);
  }

  @Mutation(() => Remark, { description: 'Writes a remark.' })
  createRemark(@CurrentViewer() viewer: Viewer, @Args('input') input: RemarkInput): Promise<Row<Remark>> {
    return this.remarks.create(viewer, input.remark_content);
  }

  @Mutation(() => Remark, { description: "Changes the text of one's own remark." })
  updateRemark(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string, @Args('input') input: RemarkInput): Promise<Row<Remark>> {
    return this.remarks.update(viewer, id, input.remark_content);
  }

  @Mutation(() => Boolean, { description: "Deletes one's own remark with its likes and comments." })
  async deleteRemark(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string): Promise<boolean> {
    await this.remarks.delete(viewer, id);
    return true;
  }

  @Mutation(() => Remark, { description: 'Likes a remark; liking twice changes nothing.' })
  async likeRemark(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string): Promise<Row<Remark>> {
    await this.engagement.like(viewer, id, 'remark');
    return this.remarks.get(id);
  }

  @Mutation(() => Remark, { description: 'Takes a like of a remark back.' })
  async unlikeRemark(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string): Promise<Row<Remark>> {
    await this.engagement.unlike(viewer, id, 'remark');
    return this.remarks.get(id);
  }

  @Mutation(() => Comment, { description: 'Comments on a remark.' })
  commentOnRemark(@CurrentViewer() viewer: Viewer, @Args('input') input: CommentInput): Promise<Comment> {
    return this.engagement.comment(viewer, input.item_id, 'remark', input.comment_content);
  }
}

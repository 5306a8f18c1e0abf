import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import { ContentKindResolver } from '../shared/content-kind.resolver';
import type { Row } from '../shared/content.models';
import { RemarkInput } from './remark.inputs';
import { remarkKind } from './remark.kind';
import { Remark } from './remark.model';
import { RemarksService } from './remarks.service';

/** Remarks are written and changed here; reading, liking, commenting and deleting come from every kind's resolver. */
@Resolver(() => Remark)
export class RemarksResolver extends ContentKindResolver(remarkKind) {
  constructor(private readonly remarks: RemarksService) {
    super();
  }

  @Mutation(() => Remark, { description: 'Writes a remark.' })
  createRemark(@CurrentViewer() viewer: Viewer, @Args('input') input: RemarkInput): Promise<Row<Remark>> {
    return this.remarks.create(viewer, input.remark_content);
  }

  @Mutation(() => Remark, { description: "Changes the text of one's own remark." })
  updateRemark(@CurrentViewer() viewer: Viewer, @Args('id', { type: () => ID }) id: string, @Args('input') input: RemarkInput): Promise<Row<Remark>> {
    return this.remarks.update(viewer, id, input.remark_content);
  }
}

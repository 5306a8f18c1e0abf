import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { LIMITS } from '@gatherly/schema';
import type { Viewer } from '../../accounts/viewer';
import { CurrentViewer } from '../../common/auth/current-viewer.decorator';
import { ContentKindResolver, ownItemIdArg } from '../shared/content-kind.resolver';
import type { Row } from '../shared/content.models';
import { RemarkInput } from './remark.inputs';
import { remarkKind } from './remark.kind';
import { Remark } from './remark.model';
import { RemarksService } from './remarks.service';

const REMARK_INPUT = { description: `The text: at most ${LIMITS.remarkLength} characters once trimmed, not blank.` } as const;

/** Remarks are written and changed here; reading, liking, commenting and deleting come from every kind's resolver. */
@Resolver(() => Remark)
export class RemarksResolver extends ContentKindResolver(remarkKind) {
  constructor(private readonly remarks: RemarksService) {
    super();
  }

  @Mutation(() => Remark, { description: 'Writes a remark.' })
  createRemark(@CurrentViewer() viewer: Viewer, @Args('input', REMARK_INPUT) input: RemarkInput): Promise<Row<Remark>> {
    return this.remarks.create(viewer, input.remark_content);
  }

  @Mutation(() => Remark, { description: "Changes the text of one's own remark." })
  updateRemark(@CurrentViewer() viewer: Viewer, @Args('id', ownItemIdArg('remark')) id: string, @Args('input', REMARK_INPUT) input: RemarkInput): Promise<Row<Remark>> {
    return this.remarks.update(viewer, id, input.remark_content);
  }
}

import type { ContentKindDescriptor } from '../shared/content-kind';
import { remarkKind } from './remark.kind';
import { RemarksController } from './remarks.controller';
import { RemarksResolver } from './remarks.resolver';
import { RemarksService } from './remarks.service';

/** Everything about remarks, as the content registry lists it. */
export const remarks: ContentKindDescriptor = { ...remarkKind, service: RemarksService, resolver: RemarksResolver, controller: RemarksController };

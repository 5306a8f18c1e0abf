import type { ContentKindDescriptor } from '../shared/content-kind';
import { postKind } from './post.kind';
import { PostsController } from './posts.controller';
import { PostsResolver } from './posts.resolver';
import { PostsService } from './posts.service';

/** Everything about posts, as the content registry lists it. */
export const posts: ContentKindDescriptor = { ...postKind, service: PostsService, resolver: PostsResolver, controller: PostsController };

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { parseMediaAlts, storedText, validateCaption, validateImageCount } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../accounts/viewer';
import { DomainError } from '../../common/errors/domain-error';
import { described } from '../../media/described-image';
import { MediaService } from '../../media/media.service';
import { ContentItemsService } from '../shared/content-items.service';
import { LinkPreviewsService } from '../../link-previews/link-previews.service';
import { MentionsService } from '../mentions/mentions.service';
import type { Row } from '../shared/content.models';
import { PostEntity } from './post.entity';
import { postKind } from './post.kind';
import type { Post } from './post.model';

@Injectable()
export class PostsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly items: ContentItemsService,
    @Inject(MediaService) private readonly media: MediaService,
    private readonly mentions: MentionsService,
    private readonly linkPreviews: LinkPreviewsService,
  ) {}

  /** A gallery in the order the images are given; the first is the cover. `mediaAlts`: their descriptions (the form field media_alts). */
  async create(viewer: Viewer, caption: string, images: Buffer[], mediaAlts?: string): Promise<Row<Post>> {
    const alts = parseMediaAlts(mediaAlts, images.length);
    const problems = [...validateCaption(caption), ...validateImageCount(images.length), ...alts.problems];
    if (problems.length > 0) throw DomainError.invalid(problems);
    await this.items.countWrite(viewer, images.length);
    // Should the rows fail, the stored images are removed again: nothing is left half made.
    const id = await this.media.withStoredImages(images, (stored) =>
      this.items.create(viewer, 'post', described(stored, alts.alts), async (manager, itemId) => {
        await manager.insert(PostEntity, { itemId, caption: storedText(caption) });
        await this.mentions.store(manager, { itemId }, storedText(caption));
        await this.linkPreviews.textWritten(manager, { table: 'content_items', id: itemId }, storedText(caption));
      }),
    );
    return this.items.get(postKind, id);
  }

  async update(viewer: Viewer, id: string, caption: string): Promise<Row<Post>> {
    const problems = validateCaption(caption);
    if (problems.length > 0) throw DomainError.invalid(problems);
    await this.items.countWrite(viewer);
    await this.db.transaction(async (manager) => {
      await this.items.requireOwn(viewer, id, 'post', manager);
      const stored = await manager.findOneOrFail(PostEntity, { where: { itemId: id } });
      const next = { caption: storedText(caption) };
      await manager.update(PostEntity, { itemId: id }, next);
      await this.items.markEdited(manager, id, stored, next);
      await this.mentions.store(manager, { itemId: id }, next.caption);
      await this.linkPreviews.textWritten(manager, { table: 'content_items', id }, next.caption);
    });
    return this.items.get(postKind, id);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ALT_TEXT_MESSAGES, altTextProblems, ERROR_CODES, isUuid, storedAltText } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../accounts/viewer';
import { DomainError } from '../../common/errors/domain-error';
import { reachableSql } from '../../common/visibility/visibility-sql';
import { ContentItemsService } from '../shared/content-items.service';
import { ContentMediaEntity } from '../shared/media.entity';

/** An image whose description was just written: the item it belongs to, to read it back through that item's loaders. */
export interface DescribedMedia {
  mediaId: string;
  itemId: string;
}

/**
 * Descriptions of the images of posts and events after they are shared (at upload they come with
 * the files, media_alts): only the item's author writes them; everyone who may see the item reads them.
 */
@Injectable()
export class MediaDescriptionsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly items: ContentItemsService,
  ) {}

  /**
   * Sets the description of one of the viewer's images ("" or only spaces removes it). An image the
   * viewer may not see (behind a block, of a suspended author) is missing, as an unknown one: 404;
   * someone else's that they see: 403.
   */
  async setAltText(viewer: Viewer, mediaId: string, altText: unknown): Promise<DescribedMedia> {
    if (typeof altText !== 'string') throw DomainError.invalid([ALT_TEXT_MESSAGES.notText]);
    const problems = altTextProblems(altText);
    if (problems.length > 0) throw DomainError.invalid(problems);
    await this.items.countWrite(viewer);
    return this.db.transaction(async (manager) => {
      const [media]: Array<{ item_id: string; author_id: string }> = isUuid(mediaId)
        ? await manager.query(
            `SELECT m.item_id, i.author_id FROM content_media m JOIN content_items i ON i.id = m.item_id
              WHERE m.id = $1 AND ${reachableSql('$2::uuid', 'i.author_id')} FOR UPDATE OF m`,
            [mediaId, viewer.accountId],
          )
        : [];
      if (!media) throw new DomainError(ERROR_CODES.mediaNotFound, [ALT_TEXT_MESSAGES.notFound]);
      if (media.author_id !== viewer.accountId) throw new DomainError(ERROR_CODES.forbidden, [ALT_TEXT_MESSAGES.forbidden]);
      await manager.update(ContentMediaEntity, { id: mediaId }, { altText: storedAltText(altText) });
      return { mediaId, itemId: media.item_id };
    });
  }
}

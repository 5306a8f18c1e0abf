import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { storedText, validateRemark } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../accounts/viewer';
import { DomainError } from '../../common/errors/domain-error';
import { ContentItemsService } from '../shared/content-items.service';
import { LinkPreviewsService } from '../../link-previews/link-previews.service';
import { MentionsService } from '../mentions/mentions.service';
import type { Row } from '../shared/content.models';
import { RemarkEntity } from './remark.entity';
import { remarkKind } from './remark.kind';
import type { Remark } from './remark.model';

@Injectable()
export class RemarksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly items: ContentItemsService,
    private readonly mentions: MentionsService,
    private readonly linkPreviews: LinkPreviewsService,
  ) {}

  async create(viewer: Viewer, content: string): Promise<Row<Remark>> {
    const text = checked(content);
    await this.items.countWrite(viewer);
    const id = await this.items.create(viewer, 'remark', [], async (manager, itemId) => {
      await manager.insert(RemarkEntity, { itemId, content: text });
      await this.mentions.store(manager, { itemId }, text);
      await this.linkPreviews.textWritten(manager, { table: 'content_items', id: itemId }, text);
    });
    return this.items.get(remarkKind, id);
  }

  async update(viewer: Viewer, id: string, content: string): Promise<Row<Remark>> {
    const text = checked(content);
    await this.items.countWrite(viewer);
    await this.db.transaction(async (manager) => {
      await this.items.requireOwn(viewer, id, 'remark', manager);
      const stored = await manager.findOneOrFail(RemarkEntity, { where: { itemId: id } });
      await manager.update(RemarkEntity, { itemId: id }, { content: text });
      await this.items.markEdited(manager, id, stored, { content: text });
      await this.mentions.store(manager, { itemId: id }, text);
      await this.linkPreviews.textWritten(manager, { table: 'content_items', id }, text);
    });
    return this.items.get(remarkKind, id);
  }
}

function checked(content: string): string {
  const problems = validateRemark(content);
  if (problems.length > 0) throw DomainError.invalid(problems);
  return storedText(content);
}

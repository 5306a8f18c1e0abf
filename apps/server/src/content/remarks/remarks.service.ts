import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { storedText, validateRemark } from '@gatherly/schema';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../accounts/viewer';
import { DomainError } from '../../common/errors/domain-error';
import { ContentItemsService } from '../shared/content-items.service';
import type { Row } from '../shared/content.models';
import { RemarkEntity } from './remark.entity';
import { remarkKind } from './remark.kind';
import type { Remark } from './remark.model';

@Injectable()
export class RemarksService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly items: ContentItemsService,
  ) {}

  async create(viewer: Viewer, content: string): Promise<Row<Remark>> {
    const text = checked(content);
    await this.items.countWrite(viewer);
    const id = await this.items.create(viewer, 'remark', [], (manager, itemId) => manager.insert(RemarkEntity, { itemId, content: text }).then(() => undefined));
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
    });
    return this.items.get(remarkKind, id);
  }
}

function checked(content: string): string {
  const problems = validateRemark(content);
  if (problems.length > 0) throw DomainError.invalid(problems);
  return storedText(content);
}

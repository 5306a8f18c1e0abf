import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { ContentItemEntity } from '../shared/content-item.entity';

@Entity('remarks')
// GIN over the words (search/): written by its migration, which TypeORM cannot describe.
@Index('remarks_search_idx', { synchronize: false })
export class RemarkEntity {
  @PrimaryColumn('uuid')
  itemId: string;

  @OneToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ContentItemEntity;

  @Column({ type: 'varchar', length: 400 })
  content: string;

  /** The words of the text, stemmed and without accents, for search, kept by PostgreSQL (search/, migration 1795723100000); never read or written by the app itself. */
  @Column({ type: 'tsvector', generatedType: 'STORED', asExpression: `search_words("content")`, nullable: true, select: false, insert: false, update: false })
  searchVector?: string;
}

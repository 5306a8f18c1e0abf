import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { ContentItemEntity } from '../shared/content-item.entity';

@Entity('posts')
// GIN over the words (search/): written by its migration, which TypeORM cannot describe.
@Index('posts_search_idx', { synchronize: false })
export class PostEntity {
  @PrimaryColumn('uuid')
  itemId: string;

  @OneToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ContentItemEntity;

  @Column({ type: 'varchar', length: 420, default: '' })
  caption: string;

  /** Its images' descriptions, in gallery order: copied here by a trigger on content_media, for search. */
  @Column({ type: 'text', default: '', select: false, insert: false, update: false })
  imageAlts?: string;

  /** The words of the caption and of the descriptions, stemmed and without accents, for search, kept by PostgreSQL (search/, migration 1795723100000); never read or written by the app itself. */
  @Column({ type: 'tsvector', generatedType: 'STORED', asExpression: `setweight(search_words("caption"), 'A') || setweight(search_words("image_alts"), 'B')`, nullable: true, select: false, insert: false, update: false })
  searchVector?: string;
}

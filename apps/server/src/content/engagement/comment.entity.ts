import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AccountEntity } from '../../accounts/account.entity';
import { ContentItemEntity } from '../shared/content-item.entity';

@Entity('comments')
@Index('comments_item_created_idx', ['itemId', 'createdAt', 'id'])
// GIN over the words (search/): written by its migration, which TypeORM cannot describe.
@Index('comments_search_idx', { synchronize: false })
export class CommentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  itemId: string;

  @ManyToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ContentItemEntity;

  @Column({ type: 'uuid' })
  authorId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id' })
  author?: AccountEntity;

  @Column({ type: 'varchar', length: 400 })
  content: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** For a reply of another server of the fediverse, its id there: it is kept once (federation/). */
  @Index('comments_remote_url_key', { unique: true, where: 'remote_url IS NOT NULL' })
  @Column({ type: 'varchar', length: 2048, nullable: true, select: false })
  remoteUrl?: string | null;

  /** The first link of its text, kept for a preview (link_previews). */
  @Column({ type: 'varchar', length: 2048, nullable: true, select: false })
  linkUrl?: string | null;

  /** The words of the text, stemmed and without accents, for search, kept by PostgreSQL (search/, migration 1795723100000); never read or written by the app itself. */
  @Column({ type: 'tsvector', generatedType: 'STORED', asExpression: `search_words("content")`, nullable: true, select: false, insert: false, update: false })
  searchVector?: string;
}

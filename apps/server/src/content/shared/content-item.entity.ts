import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ContentKindName } from '@gatherly/schema';
import { AccountEntity } from '../../accounts/account.entity';

/**
 * Every remark, post and event is first a content item: one id space, one author, one creation
 * time. Likes, comments and images hang off the item, so one mechanism serves every kind and
 * deleting the item removes everything attached to it. The kind's own row is in its own table.
 */
@Entity('content_items')
@Index('content_items_author_kind_created_idx', ['authorId', 'kind', 'createdAt', 'id'])
@Index('content_items_author_created_idx', ['authorId', 'createdAt', 'id'])
export class ContentItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 10 })
  kind: ContentKindName;

  @Column({ type: 'uuid' })
  authorId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id' })
  author?: AccountEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /** When its author last changed its own fields (text, caption, event details); null when never. */
  @Column({ type: 'timestamptz', nullable: true })
  editedAt: Date | null;

  /** Kept equal to the rows of `likes` in the same statement as each like and unlike. */
  @Column({ type: 'int', default: 0 })
  likeCount: number;

  @Column({ type: 'int', default: 0 })
  commentCount: number;

  /** Events only: kept equal to the rows of `event_interests`. */
  @Column({ type: 'int', default: 0 })
  interestCount: number;

  /**
   * For an item of another server of the fediverse (federation/), the id of its object there, by
   * which its edits and deletion are found; null for this server's own.
   */
  @Index('content_items_remote_url_key', { unique: true, where: 'remote_url IS NOT NULL' })
  @Column({ type: 'varchar', length: 2048, nullable: true, select: false })
  remoteUrl?: string | null;

  /** The first link of its text, whose preview (link_previews) it shows; written by the link-preview job's queueing. */
  @Column({ type: 'varchar', length: 2048, nullable: true, select: false })
  linkUrl?: string | null;
}

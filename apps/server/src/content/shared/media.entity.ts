import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ContentItemEntity } from './content-item.entity';

/** An image of a post or an event, in the order the author arranged them (0 is the cover). */
@Entity('content_media')
@Index('content_media_item_order_key', ['itemId', 'displayOrder'], { unique: true })
export class ContentMediaEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  itemId: string;

  @ManyToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ContentItemEntity;

  @Column({ type: 'int' })
  displayOrder: number;

  /** Key of the stored image in the media storage; indexed for the sweep of files that belong to nothing. */
  @Index('content_media_storage_key')
  @Column({ type: 'varchar', length: 100 })
  storageKey: string;

  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  /** A BlurHash of the image, drawn by clients while it loads; null for images stored before hashes were computed. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  blurhash: string | null;

  /** What the image shows, for people who cannot see it (its `alt`); null when its author gave none. */
  @Column({ type: 'varchar', length: 1500, nullable: true })
  altText: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

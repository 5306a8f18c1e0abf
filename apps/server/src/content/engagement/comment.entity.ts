import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AccountEntity } from '../../accounts/account.entity';
import { ContentItemEntity } from '../shared/content-item.entity';

@Entity('comments')
@Index('comments_item_created_idx', ['itemId', 'createdAt', 'id'])
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
}

import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { ContentItemEntity } from '../shared/content-item.entity';

@Entity('posts')
export class PostEntity {
  @PrimaryColumn('uuid')
  itemId: string;

  @OneToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ContentItemEntity;

  @Column({ type: 'varchar', length: 420, default: '' })
  caption: string;
}

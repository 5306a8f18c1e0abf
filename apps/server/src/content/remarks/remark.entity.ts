import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { ContentItemEntity } from '../shared/content-item.entity';

@Entity('remarks')
export class RemarkEntity {
  @PrimaryColumn('uuid')
  itemId: string;

  @OneToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ContentItemEntity;

  @Column({ type: 'varchar', length: 400 })
  content: string;
}

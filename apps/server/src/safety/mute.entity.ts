import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';

/** One person muting another: the muted one's items, notifications and comments leave the muter's feed, bell and comment pages; they are not told. */
@Entity('mutes')
@Index('mutes_muted_idx', ['mutedId'])
export class MuteEntity {
  @PrimaryColumn('uuid')
  muterId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'muter_id' })
  muter?: AccountEntity;

  @PrimaryColumn('uuid')
  mutedId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'muted_id' })
  muted?: AccountEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

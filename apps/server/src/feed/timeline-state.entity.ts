import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';

/**
 * Whether a person's home timeline is kept up to date, and how far back it is whole. Fan-out
 * reaches only timelines read recently; one not read for a while is rebuilt from the tables when
 * its owner comes back.
 */
@Entity('timeline_states')
export class TimelineStateEntity {
  @PrimaryColumn('uuid')
  accountId: string;

  @OneToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  /** Last time its owner read the feed; fan-out skips timelines not read for FEED_LIMITS.activeDays. */
  @Column({ type: 'timestamptz' })
  readAt: Date;

  /**
   * Set once the timeline was cut to its cap: it holds every feed item newer than this instant
   * (and id) and none older. Null while it holds the whole feed.
   */
  @Column({ type: 'timestamptz', nullable: true })
  floorAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  floorId: string | null;
}

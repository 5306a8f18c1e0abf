import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';

/**
 * An event that repeats: its RFC 5545 rule, read in the first date's time zone. Each date is an
 * event of its own (`events.series_id`), made ahead for a rolling window.
 */
@Entity('event_series')
export class EventSeriesEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  authorId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id' })
  author?: AccountEntity;

  /** The rule as given (RRULE, with its DTSTART and TZID). */
  @Column({ type: 'varchar', length: 1000 })
  rrule: string;

  /** Dates up to this instant exist as events; a background job moves it on. */
  @Column({ type: 'timestamptz' })
  generatedUntil: Date;

  /** Set once the rule has no more dates to make. */
  @Column({ type: 'boolean', default: false })
  complete: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

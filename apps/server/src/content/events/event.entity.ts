import { Check, Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn } from 'typeorm';
import { ConversationEntity } from '../../chat/conversation.entity';
import { ContentItemEntity } from '../shared/content-item.entity';
import { EventSeriesEntity } from '../../series/event-series.entity';

@Entity('events')
// Explore and Interested list events soonest first, a page at a time after (event_date, item_id):
// the page is one ordered index range, even among many events at the same instant.
@Index('events_event_date_id_idx', ['eventDate', 'itemId'])
// The Explore name search ("contains", ignoring case): a trigram index of lower(name) (migration only).
@Index('events_name_trgm_idx', { synchronize: false })
// GIN over the words (search/): written by its migration, which TypeORM cannot describe.
@Index('events_search_idx', { synchronize: false })
// Near a place: a GiST index of ll_to_earth(latitude, longitude) and event_date, holding item_id,
// latitude and longitude for index-only scans (earthdistance, btree_gist; migration only).
@Index('events_earth_idx', { synchronize: false })
// A series' dates, in order.
@Check('events_coordinates_check', `("latitude" IS NULL) = ("longitude" IS NULL) AND "latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180`)
@Check('events_counts_check', `"going_count" >= 0 AND "waitlist_count" >= 0 AND ("capacity" IS NULL OR "capacity" >= 1)`)
@Index('events_series_date_idx', ['seriesId', 'eventDate'], { where: '"series_id" IS NOT NULL' })
export class EventEntity {
  @PrimaryColumn('uuid')
  itemId: string;

  @OneToOne(() => ContentItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id' })
  item?: ContentItemEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  description: string;

  @Column({ type: 'timestamptz' })
  eventDate: Date;

  @Column({ type: 'varchar', length: 120, default: '' })
  location: string;

  /** The words of its name, description and place, stemmed and without accents, for search, kept by PostgreSQL (search/, migration 1795723100000); never read or written by the app itself. */
  @Column({ type: 'tsvector', generatedType: 'STORED', asExpression: `setweight(search_words("name"), 'A') || setweight(search_words("description"), 'B') || setweight(search_words("location"), 'C')`, nullable: true, select: false, insert: false, update: false })
  searchVector?: string;

  @Column({ type: 'varchar', length: 20 })
  category: string;

  @Column({ type: 'boolean', default: false })
  isOnline: boolean;

  /** The IANA time zone the event's time is told in: its place's, or chosen for an online event. */
  @Column({ type: 'varchar', length: 64, default: 'UTC' })
  timezone: string;

  /** The gazetteer's id of the chosen place (GeoNames); null without a place or for coordinates alone. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  placeId: string | null;

  /** The place as it was when chosen: the gazetteer may change, the event keeps what it showed. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  placeName: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  placeRegion: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  placeCountry: string | null;

  /** Degrees north; with longitude, null when the event has no place (not on maps nor near anyone). */
  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;

  /** Seats; null when any number may go. */
  @Column({ type: 'integer', nullable: true })
  capacity: number | null;

  /** Whether going asks the hosts first. */
  @Column({ type: 'boolean', default: false })
  requiresApproval: boolean;

  /** People going, kept with their rows in the same transaction. */
  @Column({ type: 'integer', default: 0 })
  goingCount: number;

  /** People waiting for a seat, kept with their rows in the same transaction. */
  @Column({ type: 'integer', default: 0 })
  waitlistCount: number;

  /** The series this event is a date of, if any. */
  @Column({ type: 'uuid', nullable: true })
  seriesId: string | null;

  @ManyToOne(() => EventSeriesEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'series_id' })
  series?: EventSeriesEntity;

  /** The group conversation the hosts opened for the people going, if any. */
  @Column({ type: 'uuid', nullable: true })
  conversationId: string | null;

  @ManyToOne(() => ConversationEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'conversation_id' })
  conversation?: ConversationEntity;
}

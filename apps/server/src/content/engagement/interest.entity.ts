import { Entity, Index } from 'typeorm';
import { EventAccountEntity } from '../events/event-account.entity';

/** An account's interest in attending an event; at most one per account and event. */
@Entity('event_interests')
@Index('event_interests_account_created_idx', ['accountId', 'createdAt', 'itemId'])
export class InterestEntity extends EventAccountEntity {}

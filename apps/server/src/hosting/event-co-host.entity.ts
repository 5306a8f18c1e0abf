import { Entity, Index } from 'typeorm';
import { EventAccountEntity } from '../content/events/event-account.entity';

/** Someone the host added to run an event with them: they edit it, manage its guests and message them. */
@Entity('event_co_hosts')
@Index('event_co_hosts_account_idx', ['accountId', 'itemId'])
export class EventCoHostEntity extends EventAccountEntity {}

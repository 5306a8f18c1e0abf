import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { MessageEntity } from './message.entity';

/**
 * An account a message names with `@username`, stored when the message is written: the account's
 * id, not its name, is kept, so a rename still links the right person. Only accounts the sender may
 * see are stored (no block either way); members are not told of a mention, they have the message.
 */
@Entity('message_mentions')
@Index('message_mentions_key', ['messageId', 'accountId'], { unique: true })
@Index('message_mentions_account_idx', ['accountId'])
export class MessageMentionEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint', primaryKeyConstraintName: 'PK_message_mentions' })
  id: string;

  @Column({ type: 'bigint' })
  messageId: string;

  @ManyToOne(() => MessageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id', foreignKeyConstraintName: 'FK_message_mentions_message' })
  message?: MessageEntity;

  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'FK_message_mentions_account' })
  account?: AccountEntity;

  /** The name as the message writes it, which the client matches to draw the link. */
  @Column({ type: 'varchar', length: 30 })
  writtenAs: string;

  /** Order in the text. */
  @Column({ type: 'smallint' })
  position: number;
}

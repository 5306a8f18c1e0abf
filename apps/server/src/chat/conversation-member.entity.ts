import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { ConversationEntity } from './conversation.entity';

/** A participant of a conversation, with how far they have read it. */
@Entity('conversation_members')
@Index('conversation_members_account_idx', ['accountId', 'conversationId'])
export class ConversationMemberEntity {
  @PrimaryColumn('uuid')
  conversationId: string;

  @PrimaryColumn('uuid')
  accountId: string;

  @ManyToOne(() => ConversationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id' })
  conversation?: ConversationEntity;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: AccountEntity;

  /** Id of the last message they have seen (0: none); kept across devices and reloads. */
  @Column({ type: 'bigint', default: 0 })
  lastReadMessageId: string;

  /**
   * Id of the last message written before they joined (0: they were there from the start): they see
   * only the messages after it, so that someone added to a group (or back in it) does not read what
   * was said before.
   */
  @Column({ type: 'bigint', default: 0 })
  visibleFromMessageId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  joinedAt: Date;
}

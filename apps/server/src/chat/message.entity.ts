import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { MessageKindName } from '@gatherly/schema';
import { AccountEntity } from '../accounts/account.entity';
import { ConversationEntity } from './conversation.entity';

/**
 * A message. Ids come from one sequence, taken under a lock of the conversation held until the
 * commit, so within a conversation they grow in the order the messages were committed: clients
 * order and de-duplicate by id, and a reconnecting client asks for what came after the last id it saw.
 */
@Entity('messages')
@Index('messages_conversation_id_idx', ['conversationId', 'id'])
@Index('messages_sender_client_key', ['senderId', 'clientId'], { unique: true, where: 'client_id IS NOT NULL' })
export class MessageEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'uuid' })
  conversationId: string;

  @ManyToOne(() => ConversationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id' })
  conversation?: ConversationEntity;

  @Column({ type: 'uuid' })
  senderId: string;

  @ManyToOne(() => AccountEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sender_id' })
  sender?: AccountEntity;

  /**
   * The id its sender's app gave it (a UUID), when it gave one: the same message sent again (a retry
   * after a lost answer, an outbox emptied on reconnecting) is this one, never a second.
   */
  @Column({ type: 'uuid', nullable: true })
  clientId: string | null;

  /** Empty once unsent; for a rename, the new name (empty: the name was removed); empty when someone left or was added. */
  @Column({ type: 'varchar', length: 400 })
  content: string;

  /** What it is: `text` someone wrote, or a change to the group by its sender (MESSAGE_KINDS). */
  @Column({ type: 'varchar', length: 10, default: 'text' })
  kind: MessageKindName;

  /** For `added`: who was added, in the order they were given. */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  people: string[];

  /** When its sender unsent it (its content is then empty); null while it stands. */
  @Column({ type: 'timestamptz', nullable: true })
  unsentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

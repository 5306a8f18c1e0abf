import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { ConversationEntity } from './conversation.entity';

/**
 * A message. Ids come from one sequence, taken under a lock of the conversation held until the
 * commit, so within a conversation they grow in the order the messages were committed: clients
 * order and de-duplicate by id, and a reconnecting client asks for what came after the last id it saw.
 */
@Entity('messages')
@Index('messages_conversation_id_idx', ['conversationId', 'id'])
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

  @Column({ type: 'varchar', length: 400 })
  content: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';

/**
 * A conversation between two or more people. A one-to-one conversation carries the key of its
 * pair, unique, so that asking for it again finds the same one.
 */
@Entity('conversations')
@Index('conversations_direct_key', ['directKey'], { unique: true, where: '"direct_key" IS NOT NULL' })
export class ConversationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  name: string;

  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => AccountEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: AccountEntity;

  /** `<smaller account id>:<larger account id>` of a one-to-one conversation; null for a group. */
  @Column({ type: 'varchar', length: 73, nullable: true })
  directKey: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

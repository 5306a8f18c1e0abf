import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('accounts')
@Index('accounts_email_key', ['email'], { unique: true })
@Index('accounts_username_lower_key', { synchronize: false })
export class AccountEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored normalised (trimmed, lower case). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Kept as typed; unique without regard to case through an index on lower(username). */
  @Column({ type: 'varchar', length: 30 })
  username: string;

  @Column({ type: 'varchar', length: 100 })
  fullName: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phoneNumber: string | null;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @Column({ type: 'varchar', length: 512, nullable: true })
  profileImage: string | null;

  @Column({ type: 'varchar', length: 32, default: 'light' })
  themePreference: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

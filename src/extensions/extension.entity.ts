import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One deployed extension; its name is its id. */
@Entity('extensions')
export class ExtensionEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name!: string;

  @Column({ type: 'varchar', length: 64 })
  version!: string;

  @Column({ type: 'text' })
  description!: string;

  /** `sha256:<hex>` of the bundle's canonical file listing (see bundle-digest.ts). */
  @Column({ type: 'varchar', length: 80 })
  digest!: string;

  /** Id of the trusted key whose signature was verified; null for an unsigned bundle. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  signer!: string | null;

  /**
   * The signature given beside the bundle when it was deployed (a SIGNATURE file travels inside
   * it), so that every daemon can check it with its own keys; null when none was given.
   */
  @Column({ type: 'text', nullable: true })
  signature!: string | null;

  @Column({ type: 'boolean' })
  enabled!: boolean;

  /** Summary of the contributions as JSON text (portable across SQLite and PostgreSQL). */
  @Column({ type: 'text' })
  contents!: string;

  @Column({ name: 'deployed_by', type: 'varchar', length: 64 })
  deployedBy!: string;

  @Column({ name: 'deployed_at', type: Date })
  deployedAt!: Date;

  @Column({ name: 'updated_at', type: Date })
  updatedAt!: Date;
}

import { QueryRunner, TableColumnOptions } from 'typeorm';

/**
 * Column builders for migrations that run unchanged on SQLite and PostgreSQL: the date-time type
 * and its "now" default come from the driver, everything else uses types both understand.
 */
export class PortableColumns {
  constructor(private readonly queryRunner: QueryRunner) {}

  private get driver() {
    return this.queryRunner.connection.driver;
  }

  id(name = 'id'): TableColumnOptions {
    return { name, type: 'varchar', length: '36', isPrimary: true };
  }

  ref(name: string, nullable = false): TableColumnOptions {
    return { name, type: 'varchar', length: '36', isNullable: nullable };
  }

  text(name: string, length: number, nullable = false): TableColumnOptions {
    return { name, type: 'varchar', length: String(length), isNullable: nullable };
  }

  longText(name: string, nullable = false): TableColumnOptions {
    return { name, type: 'text', isNullable: nullable };
  }

  integer(name: string, nullable = false): TableColumnOptions {
    return { name, type: 'integer', isNullable: nullable };
  }

  /** 64-bit whole numbers (byte counts); TypeORM reads them back as strings on PostgreSQL. */
  bigInteger(name: string, nullable = false): TableColumnOptions {
    return { name, type: 'bigint', isNullable: nullable };
  }

  /** Bytes: `bytea` on PostgreSQL, `blob` on SQLite. */
  binary(name: string, nullable = false): TableColumnOptions {
    return {
      name,
      type: this.driver.options.type === 'postgres' ? 'bytea' : 'blob',
      isNullable: nullable,
    };
  }

  boolean(name: string, defaultValue: boolean): TableColumnOptions {
    return { name, type: 'boolean', default: defaultValue ? 'true' : 'false' };
  }

  timestamp(name: string, nullable = false): TableColumnOptions {
    return { name, type: this.driver.normalizeType({ type: Date }), isNullable: nullable };
  }

  createdAt(name = 'created_at'): TableColumnOptions {
    return {
      name,
      type: this.driver.normalizeType({ type: Date }),
      default: this.driver.mappedDataTypes.createDateDefault,
    };
  }
}

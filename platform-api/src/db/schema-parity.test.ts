import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { freshEmptyDatabase } from '../test/databases.js';
import { selectRows } from './database.js';
import { migrate } from './migrate.js';
import * as schema from './schema/index.js';

interface ColumnShape {
  type: string;
  nullable: boolean;
}

/** Drizzle writes some types the way they are declared; PostgreSQL reports them canonically. */
function canonicalType(drizzleType: string): string {
  const type = drizzleType.replace(/\s*,\s*/g, ',');
  const aliases: Record<string, string> = {
    serial: 'integer',
    bigserial: 'bigint',
    smallserial: 'smallint',
    timestamp: 'timestamp without time zone',
    'timestamp with time zone': 'timestamp with time zone',
  };
  if (aliases[type]) return aliases[type];
  return type
    .replace(/^varchar\(/, 'character varying(')
    .replace(/^char\(/, 'character(')
    .replace(/^varchar$/, 'character varying');
}

function drizzleTables(): Map<string, Map<string, ColumnShape>> {
  const tables = new Map<string, Map<string, ColumnShape>>();
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    const columns = new Map<string, ColumnShape>();
    for (const column of config.columns) {
      columns.set(column.name, {
        type: canonicalType(column.getSQLType()),
        nullable: !column.notNull,
      });
    }
    tables.set(config.name, columns);
  }
  return tables;
}

async function migratedTables(): Promise<Map<string, Map<string, ColumnShape>>> {
  const database = await freshEmptyDatabase();
  try {
    await migrate(database);
    const rows = await selectRows<{
      table_name: string;
      column_name: string;
      type: string;
      not_null: boolean;
    }>(
      database.db,
      sql`SELECT c.relname AS table_name, a.attname AS column_name,
                 format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null
            FROM pg_attribute a
            JOIN pg_class c ON c.oid = a.attrelid
            JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0
             AND NOT a.attisdropped AND c.relname <> 'schema_migrations'
           ORDER BY c.relname, a.attnum`,
    );
    const tables = new Map<string, Map<string, ColumnShape>>();
    for (const row of rows) {
      const columns = tables.get(row.table_name) ?? new Map<string, ColumnShape>();
      columns.set(row.column_name, { type: row.type, nullable: !row.not_null });
      tables.set(row.table_name, columns);
    }
    return tables;
  } finally {
    await database.close();
  }
}

/** One line for each table or column on which the two sides disagree. */
function differences(
  declared: Map<string, Map<string, ColumnShape>>,
  migrated: Map<string, Map<string, ColumnShape>>,
): string[] {
  const found: string[] = [];
  const show = (shape: ColumnShape) => `${shape.type}${shape.nullable ? ' null' : ' not null'}`;
  for (const table of new Set([...declared.keys(), ...migrated.keys()])) {
    const inDrizzle = declared.get(table);
    const inDatabase = migrated.get(table);
    if (!inDrizzle || !inDatabase) {
      found.push(`${table}: only in ${inDrizzle ? 'Drizzle' : 'the migrations'}`);
      continue;
    }
    for (const column of new Set([...inDrizzle.keys(), ...inDatabase.keys()])) {
      const a = inDrizzle.get(column);
      const b = inDatabase.get(column);
      if (!a || !b) found.push(`${table}.${column}: only in ${a ? 'Drizzle' : 'the migrations'}`);
      else if (show(a) !== show(b))
        found.push(`${table}.${column}: Drizzle ${show(a)}, migrations ${show(b)}`);
    }
  }
  return found.sort();
}

// Every table has one Drizzle definition under db/schema/, and it says what the migrations made:
// the two cannot drift apart unnoticed.
describe('Drizzle schema and migrations', () => {
  test('declare the same tables, columns, types and nullability', async () => {
    assert.deepEqual(differences(drizzleTables(), await migratedTables()), []);
  });

  test('type names are compared canonically', () => {
    assert.equal(canonicalType('varchar(32)'), 'character varying(32)');
    assert.equal(canonicalType('numeric(18, 2)'), 'numeric(18,2)');
    assert.equal(canonicalType('serial'), 'integer');
    assert.equal(canonicalType('jsonb'), 'jsonb');
  });
});

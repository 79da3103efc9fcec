import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`spam_reason\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`fingerprint\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`duplicate_key\` text;`)
  await db.run(sql`CREATE INDEX \`leads_fingerprint_idx\` ON \`leads\` (\`fingerprint\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_duplicate_key_idx\` ON \`leads\` (\`duplicate_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_fingerprint_idx\`;`)
  await db.run(sql`DROP INDEX \`leads_duplicate_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`spam_reason\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`fingerprint\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`duplicate_key\`;`)
}

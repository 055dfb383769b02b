/**
 * Real-name certification (calls-and-errors.md §7 Storage: /storage/ocr/*, /storage/faceid/*, /storage/idCardMessage).
 * Part of the one schema (re-exported by schema.ts). Card photos are never stored: OCR reads the upload and forgets it.
 */
import { sql } from 'drizzle-orm';
import { blob, index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** One certification per user and kind (PERSON: resident ID; ORGANIZATION: business licence). */
export const certifications = sqliteTable(
  'certifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** PERSON | ORGANIZATION */
    kind: text('kind').notNull(),
    /** IN_REVIEW | CERTIFIED | FAILED */
    status: text('status').notNull(),
    name: text('name').notNull(),
    /** The resident ID number, or the organisation's unified social credit code. */
    number: text('number').notNull(),
    /** The card's other recognised or corrected fields (validity, address, legal person...). */
    details: text('details', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    failReason: text('fail_reason'),
    bizToken: text('biz_token'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('certifications_user').on(t.userId, t.kind),
    // One resident ID number certifies one account: the database refuses a second, whatever the route checked.
    uniqueIndex('certifications_person_number').on(t.number).where(sql`kind = 'PERSON' AND status = 'CERTIFIED'`),
  ],
);

/** A face-verification hand-off to the (played) provider: who, and what the provider decided. */
export const faceVerifications = sqliteTable('face_verifications', {
  bizToken: text('biz_token').primaryKey(),
  userId: text('user_id').notNull(),
  name: text('name').notNull(),
  idNumber: text('id_number').notNull(),
  /** Where the provider's page returns to (an address of this server's H5). */
  redirectUrl: text('redirect_url').notNull(),
  /** PENDING | SUCCESS | FAILED */
  result: text('result').notNull(),
  reason: text('reason'),
  createdAt: text('created_at').notNull(),
});

/** The sample card photos generated at seed time (server/src/seed/certification.ts), for trying the OCR. */
export const ocrSamples = sqliteTable('ocr_samples', {
  id: text('id').primaryKey(),
  /** idCardFront | idCardBack | bizLicense */
  kind: text('kind').notNull(),
  label: text('label').notNull(),
  png: blob('png', { mode: 'buffer' }).notNull(),
});

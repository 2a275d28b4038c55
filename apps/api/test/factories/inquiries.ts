import type { Database } from '../../src/db/database.js';

/**
 * An inquiry written straight to the database, as a job or another API process would write it:
 * this process's public read cache is not told.
 */
export function addInquiryBehindTheApi(database: Database) {
  return database.prisma.inquiry.create({
    data: {
      nickname: 'elsewhere',
      passwordHash: '$2b$10$secret-hash-value',
      subject: 'written by a job or another process',
      category: 'other',
      message: 'message',
    },
  });
}

import { describe, expect, it } from 'vitest';
import { onPostgresqlPass } from './database-pass.js';
import { TEST_SHARED_BUFFERS } from './database-templates.js';
import { openTestDatabase } from './test-database.js';

describe.skipIf(onPostgresqlPass)("a test file's embedded database", () => {
  it.each([false, true])(
    'when opened (seeded: %s), then it is a copy of the run template with the small buffer pool',
    async (seeded) => {
      const database = await openTestDatabase({ seeded });
      try {
        const [setting] = await database.prisma.$queryRaw<[{ shared_buffers: string }]>`
          SHOW shared_buffers`;
        expect(setting.shared_buffers).toBe(TEST_SHARED_BUFFERS);
        expect(await database.prisma.staff.count()).toBe(seeded ? 1 : 0);
      } finally {
        await database.close();
      }
    },
  );
});

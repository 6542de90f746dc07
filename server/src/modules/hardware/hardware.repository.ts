// The only SQL of the hardware resources: which model a serial number is.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export function createHardwareRepository(db: Db) {
  return {
    async modelOfSerial(serial: string): Promise<number | null> {
      const { rows } = await db.execute<{ model_id: number }>(
        sql`select model_id from device where upper(serial_number) = upper(${serial})`,
      );
      return rows[0]?.model_id ?? null;
    },
  };
}
export type HardwareRepository = ReturnType<typeof createHardwareRepository>;

import type { EmulatorDeps } from '../emulator-deps.js';
import { alterStock, type StockChange } from '../catalogue/stock.js';

/**
 * Runs work in one IMMEDIATE SQLite transaction in which it may change product stock. The
 * RecordStore updates its memory as soon as it writes, so when the transaction rolls back, the
 * products it touched are read back from the database: memory never shows stock that was not
 * committed.
 */
export function stockTransaction<T>(
  deps: Pick<EmulatorDeps, 'db' | 'records'>,
  work: (changeStock: (changes: StockChange[]) => void) => T,
): T {
  const touched = new Set<string>();
  const changeStock = (changes: StockChange[]) => {
    for (const change of changes) touched.add(change.productId);
    alterStock(deps.records, changes);
  };
  try {
    return deps.db.transaction(() => work(changeStock)).immediate();
  } catch (error) {
    if (touched.size > 0) deps.records.reload('product', [...touched]);
    throw error;
  }
}

import { startEmulator, type EmulatorOptions, type RunningEmulator } from './emulator.js';
import { startGateway, type GatewayOptions, type RunningGateway } from './gateway.js';

export interface RunningShop extends RunningGateway {
  emulatorUrl: string;
  /** The emulator's database, for checks of what it stored (e.g. how many orders). */
  emulatorDb: RunningEmulator['db'];
}

/**
 * The shop in the test's own process, as `npm start` runs it: the Store API emulator (in memory) and a gateway
 * pointed at it, each on a free loopback port, with the README's defaults and the given settings over them.
 */
export async function startShop(
  options: { emulator?: EmulatorOptions; gateway?: GatewayOptions } = {},
): Promise<RunningShop> {
  const emulator = await startEmulator(options.emulator);
  const gateway = await startGateway({
    ...options.gateway,
    env: { SHOPWARE_ENDPOINT: emulator.url, ...options.gateway?.env },
  });
  return {
    ...gateway,
    emulatorUrl: emulator.url,
    emulatorDb: emulator.db,
    async close() {
      await gateway.close();
      await emulator.close();
    },
  };
}

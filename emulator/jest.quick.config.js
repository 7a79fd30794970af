import base from './jest.config.js';

/** The quick lane (`npm run test:quick`): every emulator test but the one that kills a process of its own. */
export default { ...base, testPathIgnorePatterns: ['/node_modules/', '/test/durability\\.test\\.ts$'] };

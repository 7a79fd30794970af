import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof document === 'undefined') return; // a test in the node environment
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

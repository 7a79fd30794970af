import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraft } from './use-draft';

describe('a draft of a value (the listing filters’ ticks and typed prices)', () => {
  it('keeps what the shopper changed while the value stays, and starts again from a new value', () => {
    const { result, rerender } = renderHook(({ value }) => useDraft(value), { initialProps: { value: '20' } });
    expect(result.current[0]).toBe('20');

    act(() => result.current[1]('35'));
    rerender({ value: '20' });
    expect(result.current[0]).toBe('35');

    rerender({ value: '' }); // e.g. 'Reset all filters' or back in the browser
    expect(result.current[0]).toBe('');
  });
});

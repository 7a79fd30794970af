import { useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A copy of `value` the shopper edits (ticks, typed prices) until `value` itself changes (the URL
 * after back, 'reset' or another filter): then the copy starts again from it, in the same render.
 */
export function useDraft<T>(value: T): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState(value);
  const [draftOf, setDraftOf] = useState(value);
  if (!Object.is(draftOf, value)) {
    setDraftOf(value);
    setDraft(value);
  }
  return [draft, setDraft];
}

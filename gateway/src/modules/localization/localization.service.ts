import { id } from '@weingut/schema/input-rules';
import { z } from 'zod';
import type { GatewayContext } from '../context.js';
import { validateInput } from '../shared/validate-input.js';
import type { RawContextTokenAnswer } from '../account/account-raw-types.js';
import { loadSession } from '../session/session.service.js';
import { attempt } from '../shared/mutation-outcome.js';
import type { ContextSwitchPayload } from './localization.type.js';

type Switch = { languageId: string } | { currencyId: string };

/**
 * PATCH /context with a language or currency (the token stays). A new language also becomes the
 * session's `sw-language-id`, which the gateway sends on every call and writes back as the cookie,
 * so the switch holds for the following requests; the answer is the session in its new settings.
 */
export async function switchContext(context: GatewayContext, change: Switch): Promise<ContextSwitchPayload> {
  const [field, value] = Object.entries(change)[0] as [string, string];
  const checked = validateInput(z.object({ [field]: id }), change, context.locale);
  if (!checked.ok) return { session: null, redirectUrl: null, userErrors: checked.userErrors };
  const done = await attempt(context.locale, () =>
    context.storeApi.write<RawContextTokenAnswer>('PATCH', '/context', change),
  );
  if (!done.ok) return { session: null, redirectUrl: null, userErrors: done.userErrors };
  if (field === 'languageId') context.session.languageId = value;
  context.loaders.salesChannelContext.clear();
  return { session: await loadSession(context), redirectUrl: done.value?.redirectUrl ?? null, userErrors: [] };
}

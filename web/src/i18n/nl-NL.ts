import account from '@weingut/schema/texts/nl-NL/account.json';
import input from '@weingut/schema/texts/nl-NL/input.json';
import status from '@weingut/schema/texts/nl-NL/status.json';
import web from '@weingut/schema/texts/nl-NL/web.json';

/** The web's texts in nl-NL: its interface and the areas it shares with the gateway. */
export default { web, status, input, account };

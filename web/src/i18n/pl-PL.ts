import account from '@weingut/schema/texts/pl-PL/account.json';
import input from '@weingut/schema/texts/pl-PL/input.json';
import status from '@weingut/schema/texts/pl-PL/status.json';
import web from '@weingut/schema/texts/pl-PL/web.json';

/** The web's texts in pl-PL: its interface and the areas it shares with the gateway. */
export default { web, status, input, account };

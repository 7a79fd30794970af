import account from '@weingut/schema/texts/en-GB/account.json';
import input from '@weingut/schema/texts/en-GB/input.json';
import status from '@weingut/schema/texts/en-GB/status.json';
import web from '@weingut/schema/texts/en-GB/web.json';

/** The web's texts in en-GB: its interface and the areas it shares with the gateway. */
export default { web, status, input, account };

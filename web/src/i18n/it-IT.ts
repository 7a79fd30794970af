import account from '@weingut/schema/texts/it-IT/account.json';
import input from '@weingut/schema/texts/it-IT/input.json';
import status from '@weingut/schema/texts/it-IT/status.json';
import web from '@weingut/schema/texts/it-IT/web.json';

/** The web's texts in it-IT: its interface and the areas it shares with the gateway. */
export default { web, status, input, account };

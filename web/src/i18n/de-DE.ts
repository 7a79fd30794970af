import account from '@weingut/schema/texts/de-DE/account.json';
import input from '@weingut/schema/texts/de-DE/input.json';
import status from '@weingut/schema/texts/de-DE/status.json';
import web from '@weingut/schema/texts/de-DE/web.json';

/** The web's texts in de-DE: its interface and the areas it shares with the gateway. */
export default { web, status, input, account };

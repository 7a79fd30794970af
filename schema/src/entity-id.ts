/** A Shopware entity id: 32 lower-case hex digits (no zod here: the web's route checks use it in the first page). */
export const ENTITY_ID = /^[0-9a-f]{32}$/;

import { MAX_LIMIT } from '../catalog/product-criteria.js';

/** The `page` argument of every paged query (checked by checkPaging). */
export const PAGE_ARG = {
  defaultValue: 1,
  description: 'The page to answer, from 1; below 1 is an error with extensions.code BAD_USER_INPUT.',
};

/** The `limit` argument of every paged query, with that query's default (checked by checkPaging). */
export const limitArg = (defaultValue: number) => ({
  defaultValue,
  description: `Items per page, 1–${MAX_LIMIT}; outside that an error with extensions.code BAD_USER_INPUT.`,
});

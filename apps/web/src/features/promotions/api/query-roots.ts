/** Every promotions query starts with this: a join, claim or application invalidates them all. */
export { promotionsQueryRoot } from '../../../lib/query-roots';

import { MovementList } from './MovementList';

/** /top-ups (spec 03 §2): the merchant's top-ups, ten to a page, filters kept in topUps_ cookies. */
export const TopUpList = () => <MovementList />;

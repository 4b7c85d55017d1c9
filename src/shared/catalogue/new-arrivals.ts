/**
 * The built-in collection of the newest goods (collections.ts picks them):
 * its address and title alone, which the home page names in the first load
 * without the rule that picks a collection's goods.
 */
export const NEW_ARRIVALS_SLUG = 'novi-nadkhodzhennia';
export const NEW_ARRIVALS_TITLE = 'Нові надходження';

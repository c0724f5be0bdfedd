/** Set on the root element of a pre-rendered page: the path it was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

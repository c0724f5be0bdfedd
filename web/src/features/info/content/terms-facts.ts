/** Spec 9 "Business constants": the terms' numbers, used by the pages that state them. */
export const MIN_USER_AGE = 13;
export const LIABILITY_CAP_USD = 100;

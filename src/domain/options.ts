/** The catalogue's attribute options (spec §9): colour is option 7, size option 6. */
export const COLOR_OPTION_ID = 7;
export const SIZE_OPTION_ID = 6;

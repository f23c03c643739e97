/**
 * The spec asks for "a default Bengali headline" without giving one: "The latest news of metal music". It is the
 * shop's content, a headline like any other, so it reads the same on a page in either language.
 */
export const DEFAULT_NEWS_TITLE = 'মেটাল মিউজিকের সর্বশেষ খবর';

/** A news title, or the default headline when the title is missing or blank. */
export const newsTitle = (title: string | null | undefined): string => title?.trim() || DEFAULT_NEWS_TITLE;

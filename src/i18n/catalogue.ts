import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type english from './catalogues/en';

/**
 * Every message's key: the English catalogue's, which the Bengali one must match key for key. Named through Extract
 * so that declarations (tsconfig.web.json is composite) write `MessageKey` where a slice's state holds a message,
 * instead of every key spelled out, which outgrows the compiler's limit on one inferred type.
 */
export type MessageKey = Extract<keyof typeof english, string>;

/** A language's messages: plain text, or (once built) the parsed form of a message with arguments. */
export type Catalogue = Record<MessageKey, string | MessageFormatElement[]>;

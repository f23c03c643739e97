import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type english from './catalogues/en';

/** Every message's key: the English catalogue's, which the Bengali one must match key for key. */
export type MessageKey = keyof typeof english;

/** A language's messages: plain text, or (once built) the parsed form of a message with arguments. */
export type Catalogue = Record<MessageKey, string | MessageFormatElement[]>;

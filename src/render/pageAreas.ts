import { messageArea, type MessageArea } from '../i18n/messageAreas';
import type { Texts } from '../i18n/texts';

/**
 * `texts` that note in `used` the message area of each key a render writes: the page then names those areas, so the
 * browser has their words before it hydrates what the server wrote with them.
 */
export function notingAreas(texts: Texts, used: Set<MessageArea>): Texts {
  const note = (key: string) => {
    const area = messageArea(key);
    if (area) used.add(area);
  };
  return {
    ...texts,
    t: (text, values) => {
      note(typeof text === 'string' ? text : text.id);
      return texts.t(text, values);
    },
  };
}

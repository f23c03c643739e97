import { createContext, useContext } from 'react';
import type { Texts } from './texts';

export const TextsContext = createContext<Texts | null>(null);

/** The shop's words in the language of the page on screen (root/ShopProviders provides them). */
export function useTexts(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useTexts needs a TextsContext provider around it (root/ShopProviders).');
  return texts;
}

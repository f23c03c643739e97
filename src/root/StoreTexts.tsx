import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectLanguage } from '../features/ui/uiSlice';
import type { PageMessages } from './pageMessages';
import { TextsContext } from '../i18n/TextsContext';

/**
 * The words of the store's language, as `messages` has them: a page starts with its own language's, and renders again
 * as an area of them arrives. Should the store's language change (a replayed log recorded in the other language), the
 * other language's words are loaded and the page follows them.
 */
export default function StoreTexts({ messages, children }: { messages: PageMessages; children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  const texts = useSyncExternalStore(messages.subscribe, messages.texts, messages.texts);
  useEffect(() => {
    if (language !== texts.language) void messages.speak(language);
  }, [language, texts.language, messages]);
  useEffect(() => {
    document.documentElement.lang = texts.language;
  }, [texts.language]);
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

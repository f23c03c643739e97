import { useEffect, useState, type ReactNode } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectLanguage } from '../features/ui/uiSlice';
import { loadCatalogue } from '../i18n/loadCatalogue';
import { loadChunk } from '../app/chunks';
import { TextsContext } from '../i18n/TextsContext';
import { createTexts, type Texts } from '../i18n/texts';

/**
 * The words of the store's language. The page starts with its own language's texts; should the store's language
 * change (a replayed log recorded in the other language), the other catalogue is loaded and the page follows it.
 */
export default function StoreTexts({ texts: first, children }: { texts: Texts; children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  const [texts, setTexts] = useState(first);
  useEffect(() => {
    if (language === texts.language) return;
    let current = true;
    void loadChunk(() => loadCatalogue(language)).then((catalogue) => current && setTexts(createTexts(language, catalogue)));
    return () => {
      current = false;
    };
  }, [language, texts.language]);
  useEffect(() => {
    document.documentElement.lang = texts.language;
  }, [texts.language]);
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

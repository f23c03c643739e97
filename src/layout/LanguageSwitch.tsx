import { useLocation } from 'react-router-dom';
import { LANGUAGE_NAMES, type Language } from '../domain/language';
import { useTexts } from '../i18n/TextsContext';

/** The query without a payment's `token` (a payment's return address carries it): a secret never travels on in a link. */
function withoutToken(search: string): string {
  const query = new URLSearchParams(search);
  if (!query.has('token')) return search;
  query.delete('token');
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The way to the same page in the other language: a plain link through the server's /language/<to>, which remembers
 * the choice (a cookie, so later visits open in it too) and opens the page there. It works before the page's script
 * has run, and the page then loads with the other language's words from its first paint.
 */
export default function LanguageSwitch({ className }: { className?: string }) {
  const { language } = useTexts();
  const { pathname, search } = useLocation();
  const other: Language = language === 'bn' ? 'en' : 'bn';
  const here = `${pathname}${withoutToken(search)}`;
  return (
    <a
      className={`language-switch${className ? ` ${className}` : ''}`}
      href={`/language/${other}?next=${encodeURIComponent(here)}`}
      lang={other}
      hrefLang={other}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}

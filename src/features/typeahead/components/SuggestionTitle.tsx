import { highlightParts } from '../../../domain/searchHints';

/** A suggestion's name with the words typed marked. */
export default function SuggestionTitle({ title, typed }: { title: string; typed: string }) {
  return <>{highlightParts(title, typed).map((part, k) => (part.matched ? <mark key={k}>{part.text}</mark> : part.text))}</>;
}

import { useAppSelector } from '../../../app/hooks';
import { countdownParts } from '../../../domain/drops';
import { holdTimeLeft, type LineHold } from '../../../domain/dropHolds';
import { useTexts } from '../../../i18n/TextsContext';
import { selectDropNow } from '../dropSlice';
import './HoldTimer.css';

/** A held line's time left ("Held for you · 9:41 left"), by the server's clock as the cart's count ticks it. */
export default function HoldTimer({ hold }: { hold: LineHold }) {
  const { t, number } = useTexts();
  const now = useAppSelector(selectDropNow);
  if (now === null) return <span className="hold-timer">{t('drop.hold.held')}</span>;
  const { hours, minutes, seconds } = countdownParts(holdTimeLeft(hold, now));
  const time = `${number(hours * 60 + minutes)}:${seconds < 10 ? number(0) : ''}${number(seconds)}`;
  return (
    // A timer is not read out each second; its text is there when the shopper looks.
    <span className="hold-timer" role="timer" aria-atomic="true">
      {t('drop.hold.left', { time })}
    </span>
  );
}

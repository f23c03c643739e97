import { queuePlace } from '../../../domain/dropQueue';
import { countdownParts, type ItemDrop } from '../../../domain/drops';
import { formatShopDateTime } from '../../../domain/shopTime';
import { useTexts } from '../../../i18n/TextsContext';
import './DropCountdown.css';

interface Props {
  drop: ItemDrop;
  /** Milliseconds to the hour; null until the page has read the shop's clock. */
  left: number | null;
  /** After the hour, milliseconds to this shopper's turn in the queue; null until the shop has said. */
  turn: number | null;
}

/**
 * Where Add to cart will be: before the hour, when the drop opens (on the shop's clock) and the time left once the
 * page has read it; after it, while the shopper waits in the queue, their number and the minutes left.
 */
export default function DropCountdown({ drop, left, turn }: Props) {
  const { t, number, language } = useTexts();
  const twoDigits = (value: number) => (value < 10 ? number(0) : '') + number(value);
  const time = () => {
    const { days, hours, minutes, seconds } = countdownParts(left ?? 0);
    const clock = [hours, minutes, seconds].map(twoDigits).join(':');
    return days > 0 ? `${t('drop.days', { count: days })} ${clock}` : clock;
  };
  if (left === 0 && drop.admitPerMinute) {
    const place = turn === null ? null : queuePlace(turn, 0, drop.admitPerMinute);
    return (
      <section className="drop-countdown" aria-labelledby="drop-countdown-title">
        <h2 id="drop-countdown-title" className="drop-countdown__title">
          {t('drop.queue.title')}
        </h2>
        <p className="drop-countdown__timer drop-countdown__timer--place" role="timer" aria-atomic="true">
          {place ? t('drop.queue.place', place) : t('drop.queue.finding')}
        </p>
        <p className="drop-countdown__note">{t('drop.queue.keep')}</p>
      </section>
    );
  }
  return (
    <section className="drop-countdown" aria-labelledby="drop-countdown-title">
      <h2 id="drop-countdown-title" className="drop-countdown__title">
        {t('drop.opensAt', { at: formatShopDateTime(Date.parse(drop.startsAt), language) })}
      </h2>
      {/* A timer is not read out each second; its text is there when the shopper looks. */}
      <p className="drop-countdown__timer" role="timer" aria-atomic="true">
        {left === null ? '\u00a0' : t('drop.opensIn', { time: time() })}
      </p>
      <p className="drop-countdown__note">
        {t('drop.waiting')} {t('drop.limit', { count: drop.perBuyerLimit })}
        {drop.admitPerMinute && ` ${t('drop.queue.early')}`}
      </p>
    </section>
  );
}

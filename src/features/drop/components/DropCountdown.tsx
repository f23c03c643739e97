import { countdownParts, type ItemDrop } from '../../../domain/drops';
import { formatShopDateTime } from '../../../domain/shopTime';
import { useTexts } from '../../../i18n/TextsContext';
import './DropCountdown.css';

/** Where Add to cart will be: when the drop opens, on the shop's clock, and the time left once the page has read it. */
export default function DropCountdown({ drop, left }: { drop: ItemDrop; left: number | null }) {
  const { t, number, language } = useTexts();
  const twoDigits = (value: number) => (value < 10 ? number(0) : '') + number(value);
  const time = () => {
    const { days, hours, minutes, seconds } = countdownParts(left ?? 0);
    const clock = [hours, minutes, seconds].map(twoDigits).join(':');
    return days > 0 ? `${t('drop.days', { count: days })} ${clock}` : clock;
  };
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
      </p>
    </section>
  );
}

import { ClockCircleOutlined, PhoneOutlined } from '@ant-design/icons';
import RichMessage from '../../../components/RichMessage';
import { textLangOn } from '../../../domain/language';
import { localOpeningHours } from '../../../domain/localNames';
import { phoneLink } from '../../../domain/phone';
import type { Location } from '../../../domain/types';
import { useTexts } from '../../../i18n/TextsContext';
import './OutletContact.css';

/**
 * An outlet's opening hours and phone (a tel: link named for the outlet), as its card and its BranchPage show them. The
 * hours are shown as the outlet's record writes them, in Bengali on Bengali pages where it gives them.
 */
export default function OutletContact({ outlet }: { outlet: Location }) {
  const { t, language } = useTexts();
  const hours = localOpeningHours(outlet, language);
  const phone = outlet.extras?.phone ? phoneLink(outlet.extras.phone) : null;
  return (
    <>
      {hours && (
        <p className="outlet-contact">
          <ClockCircleOutlined aria-hidden />{' '}
          <RichMessage id="news.outlet.hours" elements={{ hours: <span lang={textLangOn(hours, language)}>{hours}</span> }} />
        </p>
      )}
      {phone && (
        <p className="outlet-contact">
          <PhoneOutlined aria-hidden />{' '}
          <a
            className="outlet-contact__phone"
            href={phone.href}
            aria-label={t('news.outlet.call', { outlet: outlet.name, phone: phone.text })}
          >
            {phone.text}
          </a>
        </p>
      )}
    </>
  );
}

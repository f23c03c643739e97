import { ClockCircleOutlined, PhoneOutlined } from '@ant-design/icons';
import { phoneLink } from '../../../domain/phone';
import { OUTLET_CONTACT } from '../../../domain/texts';
import type { Location } from '../../../domain/types';
import './OutletContact.css';

/** An outlet's opening hours and phone (a tel: link named for the outlet), as its card and its BranchPage show them. */
export default function OutletContact({ outlet }: { outlet: Location }) {
  const hours = outlet.extras?.opening_hours;
  const phone = outlet.extras?.phone ? phoneLink(outlet.extras.phone) : null;
  return (
    <>
      {hours && (
        <p className="outlet-contact">
          <ClockCircleOutlined aria-hidden /> {OUTLET_CONTACT.hours(hours)}
        </p>
      )}
      {phone && (
        <p className="outlet-contact">
          <PhoneOutlined aria-hidden />{' '}
          <a className="outlet-contact__phone" href={phone.href} aria-label={OUTLET_CONTACT.call(outlet.name, phone.text)}>
            {phone.text}
          </a>
        </p>
      )}
    </>
  );
}

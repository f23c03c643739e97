import { Icon } from './HeaderIcons';

/** A quantity stepper's minus and plus, drawn inline as the header's icons are: antd's icon runtime stays off the page. */
export const MinusIcon = () => (
  <Icon>
    <path d="M5 12h14" />
  </Icon>
);

export const PlusIcon = () => (
  <Icon>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

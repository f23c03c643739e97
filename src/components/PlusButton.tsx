import { Button } from 'antd';
import { PlusIcon } from './StepperIcons';
import './PlusButton.css';

interface Props {
  label: string;
  /** The quantity is at its limit: the button looks and reads disabled, yet a press still says why (No more Stock, At most 10…). */
  atLimit: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** A quantity stepper's plus. */
export default function PlusButton({ label, atLimit, disabled = false, onClick }: Props) {
  return (
    <Button
      icon={<PlusIcon />}
      aria-label={label}
      // Each tap before hydration counts: three taps are three more.
      data-tap-repeats
      aria-disabled={atLimit || undefined}
      className={atLimit ? 'plus-button--at-limit' : undefined}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

// The size guide of the product on screen (issue 45), and its dialog. The root reducer, and so the entry script at
// its budget, carries this file, so its reducer is one line: each `sizeGuide/…` action carries the part of the state
// it sets (./sizeGuideActions makes them, and loads with the product page), and it starts empty: what is not set yet
// reads as its default through ./selectors. Every server answer and every tap travels as one of these actions, so a
// replayed log shows the guide as the shopper saw it.
import type { ApiError } from '../../app/failures';
import type { SizeGuide, Unit } from '../../domain/sizeGuide';

export interface SizeGuideState {
  /** The product whose cut `guide` is. */
  itemId?: string;
  /** Its cut's guide in inches; null when it has none (caps), or it could not be loaded (`error`). */
  guide?: SizeGuide | null;
  error?: ApiError | null;
  /** The product whose guide the dialog is open on ('' when closed), with the size chosen as it opened (its code). */
  openFor?: string;
  size?: string;
  /** The unit the dialog shows, as the shopper last chose it (inches until then). */
  unit?: Unit;
}

export const initialSizeGuide: SizeGuideState = {};

export default function sizeGuide(state = initialSizeGuide, action: { type: string; payload?: unknown }): SizeGuideState {
  return action.type.startsWith('sizeGuide/') ? { ...state, ...(action.payload as Partial<SizeGuideState>) } : state;
}

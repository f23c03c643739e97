import { createAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../app/failures';
import type { SizeGuide, Unit } from '../../domain/sizeGuide';
import type { SizeGuideState } from './sizeGuideSlice';

/** An action whose payload is the part of the size guide's state it sets (./sizeGuideSlice merges it). */
const sets = <Args extends unknown[]>(type: string, part: (...args: Args) => Partial<SizeGuideState>) =>
  createAction(`sizeGuide/${type}`, (...args: Args) => ({ payload: part(...args) }));

/** The size guide's actions, named `sizeGuide/eventHappened`. */
export const sizeGuideActions = {
  /** The guide of a product's cut came (null: it has none). */
  loaded: sets('loaded', ({ itemId, guide }: { itemId: string; guide: SizeGuide | null }) => ({ itemId, guide, error: null })),
  /** It could not be loaded: the page shows no Size guide, as for a product without one. */
  failed: sets('failed', ({ itemId, error }: { itemId: string; error: ApiError }) => ({ itemId, guide: null, error })),
  /** The shopper opened it on the product's page, with the size chosen there (its code). */
  opened: sets('opened', ({ itemId, size }: { itemId: string; size?: string }) => ({ openFor: itemId, size: size ?? '' })),
  unitChanged: sets('unitChanged', ({ unit }: { unit: Unit }) => ({ unit })),
  closed: sets('closed', () => ({ openFor: '' })),
};

import type { RecentState } from './recentSlice';

export const selectRecentIds = (state: { recent: RecentState }) => state.recent.ids;

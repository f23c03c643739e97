import type { OrdersState, Tracking } from './ordersSlice';

export const selectTracking = (state: { orders: OrdersState }): Tracking => state.orders.tracking;

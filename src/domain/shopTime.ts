import dayjs from 'dayjs';
import { SHOP_TIME_ZONE } from './newsDate';

/** A moment of an order's life as the shop tells it, in Dhaka time: '27 Nov 2026, 4:05 PM'. */
export const formatShopDateTime = (at: number): string => dayjs(at).tz(SHOP_TIME_ZONE).format('D MMM YYYY, h:mm A');

import { phoneLink } from './phone';

describe('phoneLink', () => {
  it.each([
    ['+880 1700-000101', 'tel:+8801700000101', '+880 1700-000101'],
    ['01711666666', 'tel:+8801711666666', '+880 1711-666666'],
    ['8801911223344', 'tel:+8801911223344', '+880 1911-223344'],
    ['00880 1811-223344', 'tel:+8801811223344', '+880 1811-223344'],
    // A Dhaka landline is no mobile number: it keeps its spelling and dials its digits.
    [' 02-9112233 ', 'tel:029112233', '02-9112233'],
  ])('%j dials %s and reads %j', (raw, href, text) => {
    expect(phoneLink(raw)).toEqual({ href, text });
  });
});

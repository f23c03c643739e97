import type { ApiResult } from '../api/http';
import { apiError, isOk, UNREADABLE_ANSWER as UNREADABLE, type ApiError } from './failures';

describe('isOk', () => {
  it.each<[ApiResult<unknown>, boolean]>([
    [{ status: 200, networkError: false, body: {} }, true],
    [{ status: 299, networkError: false, body: [] }, true],
    [{ status: 204, networkError: false }, false],
    [{ status: 199, networkError: false, body: {} }, false],
    [{ status: 300, networkError: false, body: {} }, false],
    [{ status: 0, networkError: true }, false],
  ])('%j is ok: %s', (result, expected) => {
    expect(isOk(result)).toBe(expected);
  });
});

describe('apiError', () => {
  it.each<[string, ApiResult<unknown>, ApiError]>([
    ['no connection', { status: 0, networkError: true }, { status: 0, message: 'common.unreachable' }],
    ['an answer without a reason', { status: 502, networkError: false }, { status: 502, message: 'common.notLoaded.news' }],
    [
      'the server’s own reason, kept out of sight',
      { status: 409, networkError: false, body: { error: ' Only 1 left. ' } },
      { status: 409, message: 'common.notLoaded.news', detail: 'Only 1 left.' },
    ],
    [
      'an answer of the wrong shape: the shop says it could not read it, the action log says where',
      { status: 200, networkError: false, unreadable: 'list.0.skus: Invalid type' },
      { status: 200, message: UNREADABLE.message, detail: 'list.0.skus: Invalid type' },
    ],
    [
      'a busy server: its queue of slow work is full',
      { status: 503, networkError: false, body: { error: 'The shop is busy.', busy: true } },
      { status: 503, message: 'common.busy', detail: 'The shop is busy.' },
    ],
    [
      'a 503 for another reason (the SMS provider down)',
      { status: 503, networkError: false, body: { error: 'Not sent.' } },
      { status: 503, message: 'common.notLoaded.news', detail: 'Not sent.' },
    ],
    [
      'a blank or non-text reason',
      { status: 400, networkError: false, body: { error: { code: 7 } } },
      { status: 400, message: 'common.notLoaded.news' },
    ],
  ])('%s', (_, result, expected) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(apiError(result, 'common.notLoaded.news')).toEqual(expected);
    // The server's reason is for developers: the console has it.
    expect(warn).toHaveBeenCalledTimes(expected.detail ? 1 : 0);
    if (expected.detail) expect(warn.mock.calls[0][0]).toContain(expected.detail);
    warn.mockRestore();
  });
});

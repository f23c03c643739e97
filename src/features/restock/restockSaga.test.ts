import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import type { ApiResult } from '../../api/http';
import { fakeDeps } from '../../test/fakes';
import { SETTLE_MS } from '../../test/sagas';
import { restockSaga } from './restockSaga';
import restock, { initialRestock, restockActions as a } from './restockSlice';
import ui, { uiActions } from '../ui/uiSlice';

const root = combineReducers({ restock, ui });
type Sent = { itemId: string; skuCode: string; mobile: string; language?: string };

function shop(answer: (request: Sent) => ApiResult<unknown>) {
  const deps = fakeDeps();
  const sent: Sent[] = [];
  const run = () =>
    expectSaga(restockSaga, deps)
      .withReducer(root)
      .provide([
        [
          matchers.call.fn(deps.api.askRestockAlert),
          dynamic(({ args: [request] }: { args: [Sent] }) => {
            sent.push(request);
            return answer(request);
          }),
        ],
      ]);
  return { run, sent };
}

const ask = (skuCode: string, mobile = '০১৭১১-২২২৩৩৩') => a.alertRequested({ itemId: 'shirt', skuCode, mobile });

describe('back in stock by text message', () => {
  it('sends the number in its local form with the page’s language, and says the alert is taken', async () => {
    const { run, sent } = shop(() => ({ status: 202, networkError: false, body: { accepted: true } }));
    const { storeState } = await run()
      .withState(root(undefined, uiActions.languageSet({ language: 'bn' })))
      .dispatch(ask('shirt-M'))
      .silentRun(SETTLE_MS);
    expect(sent).toEqual([{ itemId: 'shirt', skuCode: 'shirt-M', mobile: '01711222333', language: 'bn' }]);
    expect(storeState.restock).toEqual({ asked: ['shirt-M'], sending: null, failed: null });
  });

  it.each<[string, ApiResult<unknown>, string]>([
    ['offline', { status: 0, networkError: true }, 'common.unreachable'],
    ['too many asks from this address', { status: 429, networkError: false, body: { error: 'slow down' } }, 'restock.tooMany'],
    ['the server in trouble', { status: 500, networkError: false, body: { error: 'boom' } }, 'restock.notSent'],
  ])('%s: says so for that size, and asking again is possible', async (_, answer, message) => {
    const { run } = shop(() => answer);
    const { storeState } = await run().dispatch(ask('shirt-M')).silentRun(SETTLE_MS);
    expect(storeState.restock).toMatchObject({ asked: [], sending: null, failed: { skuCode: 'shirt-M', error: { message } } });
  });

  it('a failure for another size leaves the one on its way sending', () => {
    const state = [
      ask('shirt-M'),
      ask('shirt-L'),
      a.alertFailed({ skuCode: 'shirt-M', error: { status: 0, message: 'common.unreachable' } }),
    ].reduce(restock, initialRestock);
    expect(state.sending).toBe('shirt-L');
  });
});

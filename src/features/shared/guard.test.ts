import { expectSaga } from 'redux-saga-test-plan';
import { put } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { UNREADABLE_ANSWER as UNREADABLE, type ApiError } from '../../app/failures';
import { guard } from './guard';

function* failed(error: ApiError, id: string): SagaIterator {
  yield put({ type: 'test/failed', payload: { id, error } });
}

describe('guard', () => {
  it('turns an error thrown by the worker into its failure action', async () => {
    function* throwing(id: string): SagaIterator {
      yield put({ type: 'test/started', payload: id });
      throw new TypeError(`Cannot read properties of undefined (reading '${id}')`);
    }
    await expectSaga(guard(throwing, failed), 'a')
      .put({ type: 'test/started', payload: 'a' })
      .put({ type: 'test/failed', payload: { id: 'a', error: UNREADABLE } })
      .run();
  });

  it('leaves a worker that ends normally alone', async () => {
    function* working(id: string): SagaIterator {
      yield put({ type: 'test/done', payload: id });
    }
    await expectSaga(guard(working, failed), 'b').put({ type: 'test/done', payload: 'b' }).not.put.actionType('test/failed').run();
  });
});

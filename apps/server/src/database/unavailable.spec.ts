import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './unavailable';

const pgError = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a connection cut under a statement', new Error('Connection terminated unexpectedly')],
    ['the pool giving no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a server killed under its connections', pgError('57P01', 'terminating connection due to administrator command')],
    ['a server still starting', pgError('57P03', 'the database system is starting up')],
    ['the statement timeout', new QueryFailedError('SELECT 1', [], pgError('57014', 'canceling statement due to statement timeout'))],
    ['a connection exception', pgError('08006')],
    ['a server out of connections', pgError('53300')],
    ['a closed pool', new Error('Cannot use a pool after calling end on the pool')],
  ])('is true of %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], pgError('23505', 'duplicate key value'))],
    ['a syntax error', pgError('42601')],
    ['a protocol violation (a statement given the wrong number of values)', pgError('08P01')],
    ['a bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('is false of %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

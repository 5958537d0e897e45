import { describe, expect, it } from 'vitest';
import { httpFailureToAppError, parseTmdbErrorBody } from './errors';

describe('parseTmdbErrorBody', () => {
  it('reads the status shape, with or without `success`', () => {
    expect(parseTmdbErrorBody('{"status_code":34,"status_message":"Not found"}')).toEqual({
      statusCode: 34,
      message: 'Not found',
    });
    expect(
      parseTmdbErrorBody('{"status_code":7,"status_message":"Bad key","success":false}').statusCode,
    ).toBe(7);
  });

  it('reads the validation shape', () => {
    expect(parseTmdbErrorBody('{"errors":["query must be provided","page is bad"]}').message).toBe(
      'query must be provided; page is bad',
    );
  });

  it('tolerates HTML, empty and odd bodies', () => {
    expect(parseTmdbErrorBody('<html>502</html>')).toEqual({});
    expect(parseTmdbErrorBody('')).toEqual({});
    expect(parseTmdbErrorBody('null')).toEqual({});
    expect(parseTmdbErrorBody('{"errors":[1,2]}')).toEqual({ statusCode: undefined });
  });

  it('caps long upstream messages', () => {
    const long = JSON.stringify({ status_message: 'x'.repeat(5_000) });
    expect(parseTmdbErrorBody(long).message?.length).toBeLessThan(400);
  });
});

describe('httpFailureToAppError', () => {
  it.each([
    [404, 'NOT_FOUND'],
    [400, 'BAD_INPUT'],
    [422, 'BAD_INPUT'],
    [401, 'UPSTREAM_FAILED'],
    [403, 'UPSTREAM_FAILED'],
    [429, 'RATE_LIMITED'],
    [500, 'UPSTREAM_FAILED'],
    [503, 'UPSTREAM_FAILED'],
  ])('HTTP %i is %s', (status, code) => {
    expect(httpFailureToAppError(status, '', 'Movie 1').code).toBe(code);
  });

  it('falls back to a generic message when a 4xx has no readable body', () => {
    expect(httpFailureToAppError(422, '<html/>', 'x').message).toMatch(/rejected the request parameters/);
  });
});

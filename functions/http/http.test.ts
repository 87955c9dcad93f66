import { serverFaultMessage } from '../../shared/error-messages.ts';
import { describe, expect, it } from 'vitest';
import { BadRequestError, PayloadTooLargeError, TooManyRequestsError, UnsupportedMediaTypeError, ValidationError } from './errors.ts';
import { errorResponseOf, parseRequestBody } from './http.ts';
import { formEvent, httpEvent, jsonEvent } from '../../tests/support/test-events.ts';

describe('parseRequestBody', () => {
  it('reads a JSON body as fields from the JavaScript form', () => {
    // Prepare
    const event = jsonEvent({ name: 'Jan', email: 'jan@example.nl' });
    // Act
    const parsed = parseRequestBody(event);
    // Assess
    expect(parsed).toEqual({ source: 'js', fields: { name: 'Jan', email: 'jan@example.nl' } });
  });

  it('accepts a JSON content type with a charset parameter and any header case', () => {
    const event = httpEvent({ body: '{"a":1}', contentType: 'Application/JSON; charset=utf-8' });
    event.headers = { 'Content-Type': 'Application/JSON; charset=utf-8' };
    expect(parseRequestBody(event).fields).toEqual({ a: 1 });
  });

  it('reads an urlencoded body as the plain form post, leaving out empty inputs', () => {
    const event = formEvent({ name: 'Jan Jansen', email: 'jan@example.nl', phone: '', message: 'Hoi & dag\nregel 2' });
    expect(parseRequestBody(event)).toEqual({
      source: 'form',
      fields: { name: 'Jan Jansen', email: 'jan@example.nl', message: 'Hoi & dag\nregel 2' },
    });
  });

  it('decodes a base64 body as API Gateway delivers form posts', () => {
    const event = formEvent({ name: 'Zoë Ünal', message: 'Café €' }, { base64: true });
    expect(parseRequestBody(event).fields).toEqual({ name: 'Zoë Ünal', message: 'Café €' });
  });

  it('decodes a base64 JSON body', () => {
    const event = httpEvent({
      body: Buffer.from('{"name":"Jan"}').toString('base64'),
      contentType: 'application/json',
      isBase64Encoded: true,
    });
    expect(parseRequestBody(event).fields).toEqual({ name: 'Jan' });
  });

  it.each(['{"name":', 'null', '[1,2]', '"tekst"', ''])('refuses the JSON body %j with a bad request', (body) => {
    expect(() => parseRequestBody(httpEvent({ body, contentType: 'application/json' }))).toThrow(BadRequestError);
  });

  it.each(['text/plain', 'multipart/form-data; boundary=x', undefined])('refuses content type %s as unsupported', (contentType) => {
    expect(() => parseRequestBody(httpEvent({ body: 'x', contentType }))).toThrow(UnsupportedMediaTypeError);
  });

  it('refuses a body over the limit', () => {
    expect(() => parseRequestBody(jsonEvent({ message: 'x'.repeat(200) }), 100)).toThrow(PayloadTooLargeError);
  });
});

describe('errorResponseOf', () => {
  it('answers a validation error with 400, a Dutch sentence and the field messages', () => {
    const result = errorResponseOf(new ValidationError({ name: 'Naam is verplicht' }));
    expect(result).toEqual({
      statusCode: 400,
      body: { error: 'Controleer de gemarkeerde velden.', fieldErrors: { name: 'Naam is verplicht' } },
      headers: {},
    });
  });

  it('answers a passed limit with 429, a Retry-After in seconds and a Dutch sentence with the wait in minutes', () => {
    const result = errorResponseOf(new TooManyRequestsError(61, 'limit'));
    expect(result.statusCode).toBe(429);
    expect(result.headers).toEqual({ 'retry-after': '61' });
    expect(result.body.error).toBe(
      'Je hebt in korte tijd vaak iets verstuurd. Probeer het over 2 minuten opnieuw, of mail ons direct op hallo@startsprong.nl.',
    );
    expect(errorResponseOf(new TooManyRequestsError(null, 'cap')).headers).toEqual({});
  });

  it('answers an unsupported media type with 415 and keeps the log message out of the body', () => {
    const result = errorResponseOf(new UnsupportedMediaTypeError('text/plain'));
    expect(result.statusCode).toBe(415);
    expect(result.body.error).toMatch(/formaat/);
    expect(JSON.stringify(result.body)).not.toContain('text/plain');
  });

  it('answers any other error with a generic Dutch 500 that reveals nothing', () => {
    const error = new Error('AccessDeniedException: arn:aws:dynamodb:eu-west-1:123:table/secret');
    const result = errorResponseOf(error);
    expect(result.statusCode).toBe(500);
    expect(result.body.error).toBe(serverFaultMessage);
    expect(JSON.stringify(result.body)).not.toMatch(/arn:|AccessDenied|at /);
  });
});

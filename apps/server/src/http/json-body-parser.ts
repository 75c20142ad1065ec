import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (with its guard against `__proto__` and `constructor`
 * poisoning), except that a call with a JSON content type and no body at all reads as `{}`:
 * clients send the header on bodiless calls, and 002 §3 expects those to be answered, not
 * refused with a 400. The route's schema then says what is missing, field by field.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  });
}
